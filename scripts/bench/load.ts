import autocannon from 'autocannon'

import { headersFor, type Target } from './targets'

/** What one run measured. `rate` counts every answer, `non2xx` and `errors` say how many were not successes. */
export type Figures = { rate: number; p99: number; ok: number; non2xx: number; errors: number }

const optionsFor = (base: string, target: Target, connections: number, seconds: number): autocannon.Options => ({
  url: `${base}${target.path}`,
  method: target.method,
  headers: headersFor(target),
  body: target.body === undefined ? undefined : JSON.stringify(target.body),
  connections,
  duration: seconds,
})

/** Keep-alive connections, one request in flight on each, no Accept-Encoding (so nothing is compressed). */
export async function measure(base: string, target: Target, connections: number, seconds: number): Promise<Figures> {
  const result = await autocannon(optionsFor(base, target, connections, seconds))
  return figures(result, result.duration)
}

/** One slice's result as autocannon gives it unaggregated: its histograms stay mergeable. */
type Slice = { duration: number }
// autocannon exports the merge it uses for its own workers; its type declarations leave it out.
const { aggregateResult } = autocannon as unknown as {
  aggregateResult: (slices: Slice[], options: autocannon.Options) => autocannon.Result
}

/**
 * The same target on each server in turns: `slices` runs of `seconds / slices` on every server, one after the
 * other, their answers and latencies added up per server. A slow spell of the machine then falls on every server
 * alike, where one run after the other measured each server at a different moment (docs/decisions/0152). autocannon
 * runs whole seconds, so a slice is rounded to whole seconds (one at least); rates divide by the seconds it ran.
 */
export async function measureInTurns(
  bases: string[],
  target: Target,
  connections: number,
  seconds: number,
  slices: number,
): Promise<Figures[]> {
  const runs: Slice[][] = bases.map(() => [])
  const sliceSeconds = Math.max(1, Math.round(seconds / slices))
  for (let slice = 0; slice < slices; slice++) {
    for (const [index, base] of bases.entries()) {
      const options = { ...optionsFor(base, target, connections, sliceSeconds), skipAggregateResult: true }
      runs[index]!.push((await autocannon(options)) as unknown as Slice)
    }
  }
  return runs.map((slicesOfOne, index) => {
    // The merge counts every slice's answers (its `requests.total`) but keeps one slice's duration: the seconds
    // the slices ran are added up here.
    const merged = aggregateResult(slicesOfOne, optionsFor(bases[index]!, target, connections, seconds))
    const ran = slicesOfOne.reduce((sum, one) => sum + one.duration, 0)
    return figures(merged, ran)
  })
}

export const figures = (result: autocannon.Result, seconds: number): Figures => ({
  rate: result.requests.total / seconds,
  p99: result.latency.p99,
  ok: result['2xx'],
  non2xx: result.non2xx,
  errors: result.errors,
})
