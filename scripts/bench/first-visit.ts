import { headersFor, type Target } from './targets'

// The first visit after a quiet minute (issue "fast on the phones our visitors hold", item 4): a consultancy's site
// is visited a few times a minute, so most visits come after the kept copy's time has passed. Each page's time to
// first byte then, beside a kept page's (the same page asked again at once), as a visitor's browser asks for it.

export type FirstVisit = { name: string; afterIdleMs: number; keptMs: number }

/** Milliseconds from sending the request to the first byte of the answer's body. */
async function timeToFirstByte(url: string, target: Target): Promise<number> {
  const started = performance.now()
  const response = await fetch(url, { headers: { 'accept-encoding': 'br', ...headersFor(target) } })
  const reader = response.body!.getReader()
  await reader.read()
  const elapsed = performance.now() - started
  await reader.cancel()
  return elapsed
}

/** Waits `idleMs` with no request, then visits each page once, then again at once (the kept copy). */
export async function firstVisitsAfterIdle(base: string, pages: Target[], idleMs: number): Promise<FirstVisit[]> {
  await new Promise((resolve) => setTimeout(resolve, idleMs))
  const visits: FirstVisit[] = []
  for (const page of pages) {
    const afterIdleMs = await timeToFirstByte(`${base}${page.path}`, page)
    const keptMs = await timeToFirstByte(`${base}${page.path}`, page)
    visits.push({ name: page.name, afterIdleMs, keptMs })
  }
  return visits
}

export function printFirstVisits(visits: FirstVisit[], idleSeconds: number) {
  console.log(
    `\nFirst visit after ${idleSeconds} s with no visitor (time to first byte; target: at most twice a kept page's):`,
  )
  for (const { name, afterIdleMs, keptMs } of visits) {
    const ratio = afterIdleMs / Math.max(keptMs, 0.1)
    console.log(
      `  ${name.padEnd(28)} ${afterIdleMs.toFixed(1).padStart(7)} ms after idle, ${keptMs.toFixed(1).padStart(7)} ms kept, ` +
        `${ratio.toFixed(1)}×${ratio <= 2 ? '' : '  (over)'}`,
    )
  }
}
