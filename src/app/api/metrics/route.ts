import { timingSafeEqual } from 'node:crypto'

import { env } from '@/config/env.server'
import { metrics } from '@/observability/metrics.server'
import { refreshDatabaseGauges } from '@/operations/metrics-gauges.server'

import { errorAnswer } from '../_lib/answers'

export const dynamic = 'force-dynamic'

const sameToken = (given: string, expected: string) => {
  const a = Buffer.from(given)
  const b = Buffer.from(expected)
  return a.length === b.length && timingSafeEqual(a, b)
}

/**
 * GET /api/metrics: the Prometheus text format, for a scraper holding `Authorization: Bearer <METRICS_TOKEN>`
 * (docs/operations.md). Without METRICS_TOKEN the call does not exist.
 */
export async function GET(request: Request) {
  const expected = env().METRICS_TOKEN
  if (!expected) return errorAnswer(404, 'Not found.')
  const given = /^Bearer (.+)$/.exec(request.headers.get('authorization') ?? '')?.[1] ?? ''
  if (!sameToken(given, expected)) {
    return errorAnswer(401, 'A valid metrics token is required.', undefined, { 'WWW-Authenticate': 'Bearer' })
  }
  await refreshDatabaseGauges()
  const { registry } = metrics()
  return new Response(await registry.metrics(), {
    headers: { 'Content-Type': registry.contentType, 'Cache-Control': 'no-store' },
  })
}
