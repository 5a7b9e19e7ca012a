import autocannon from 'autocannon'

import { headersFor, type Target } from './targets'

/** What one run measured. `rate` counts every answer, `non2xx` and `errors` say how many were not successes. */
export type Figures = { rate: number; p99: number; ok: number; non2xx: number; errors: number }

/** Keep-alive connections, one request in flight on each, no Accept-Encoding (so nothing is compressed). */
export async function measure(base: string, target: Target, connections: number, seconds: number): Promise<Figures> {
  const result = await autocannon({
    url: `${base}${target.path}`,
    method: target.method,
    headers: headersFor(target),
    body: target.body === undefined ? undefined : JSON.stringify(target.body),
    connections,
    duration: seconds,
  })
  return figures(result, result.duration)
}

export const figures = (result: autocannon.Result, seconds: number): Figures => ({
  rate: result.requests.total / seconds,
  p99: result.latency.p99,
  ok: result['2xx'],
  non2xx: result.non2xx,
  errors: result.errors,
})
