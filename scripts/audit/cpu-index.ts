import { throttling } from 'lighthouse/core/config/constants.js'
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js'

import { median } from '../lib/median'

// A run's CPU index (issue "fast on the phones our visitors hold": pages at the floor at a CPU index of about 1,200)
// is Lighthouse's benchmark index of the machine, measured before the load, scaled by the CPU slowdown it simulates
// over its own default of 4. On a machine whose speed moves from hour to hour, one fixed slowdown stood for indexes
// from half to twice the one meant; and one benchmark of a second moves by half from one second to the next here, so
// the machine's index is the median of several, taken before each page's runs (docs/decisions/0213).

/** Lighthouse's own simulated CPU slowdown, the scale of its index. */
export const DEFAULT_SLOWDOWN = throttling.mobileSlow4G.cpuSlowdownMultiplier

/** The index a run stood for: the machine's benchmark index, scaled by the slowdown over Lighthouse's default. */
export const cpuIndexOf = (benchmarkIndex: number, slowdown: number) => (benchmarkIndex * DEFAULT_SLOWDOWN) / slowdown

/**
 * The slowdown that makes a machine of `benchmarkIndex` stand for `target`; never below 1 (a machine slower than the
 * target even unthrottled is audited as it is, and the index printed says so).
 */
export const slowdownFor = (benchmarkIndex: number, target: number) =>
  Math.max(1, (benchmarkIndex * DEFAULT_SLOWDOWN) / target)

type Target = { type: string; webSocketDebuggerUrl?: string }
type Reply = { id?: number; result?: { result?: { value?: unknown } }; error?: { message: string } }

/**
 * Lighthouse's own benchmark (a second of string building and array copying), run now in the first page of the
 * Chromium listening for DevTools on `port`, the one the run that follows loads its page in.
 */
export async function measureBenchmarkIndex(port: number): Promise<number> {
  const targets = (await (await fetch(`http://127.0.0.1:${port}/json/list`)).json()) as Target[]
  const address = targets.find((target) => target.type === 'page')?.webSocketDebuggerUrl
  if (!address) throw new Error(`Chromium on port ${port} has no page to measure the benchmark in`)
  const socket = new WebSocket(address)
  try {
    const reply = await new Promise<Reply>((resolve, reject) => {
      socket.addEventListener('error', () => reject(new Error(`no DevTools connection to ${address}`)))
      socket.addEventListener('close', () => reject(new Error(`Chromium closed ${address} before the benchmark ended`)))
      socket.addEventListener('open', () =>
        socket.send(
          JSON.stringify({
            id: 1,
            method: 'Runtime.evaluate',
            params: { expression: `(${pageFunctions.computeBenchmarkIndex.toString()})()`, returnByValue: true },
          }),
        ),
      )
      socket.addEventListener('message', (event) => {
        const message = JSON.parse(String(event.data)) as Reply
        if (message.id === 1) resolve(message)
      })
    })
    const index = reply.result?.result?.value
    if (typeof index !== 'number' || !(index > 0)) {
      throw new Error(`the benchmark gave no index: ${reply.error?.message ?? JSON.stringify(reply)}`)
    }
    return index
  } finally {
    socket.close()
  }
}

/** The median of `samples` benchmarks in the Chromium at `port`, one after the other. */
export async function machineIndex(port: number, samples: number): Promise<number> {
  const indexes: number[] = []
  for (let sample = 0; sample < samples; sample++) indexes.push(await measureBenchmarkIndex(port))
  return median(indexes)
}
