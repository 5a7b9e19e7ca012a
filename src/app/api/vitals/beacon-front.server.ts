import type { IncomingMessage, ServerResponse } from 'node:http'

import { env } from '@/config/env.server'
import { logger } from '@/observability/logger.server'
import { fillToken, RESPONSE_FILL_HEADER } from '@/response-cache/response-cache.server'
import { fieldErrors } from '@/schema/form-schema'
import { VITALS_API_PATH, VITALS_BATCH_PATH } from '@/schema/web-vitals'
import { VITALS_BATCH_ROWS, vitalsBeaconSchema } from '@/schema/web-vitals-beacon'
import { socketClientIp } from '@/security/client-ip.server'
import { consume } from '@/security/rate-limit.server'
import { addBeacon, countRows, FLUSH_MS, type VitalCounts } from '@/web-vitals/vital-counts'

import { NOT_VALID } from '../_lib/answers'
import { corsHeadersFor } from '../_lib/cors'
import { readBody, sendJson, sendTooMany, sendUnavailable } from '../_lib/front-io.server'
import { LIMITS } from '../_lib/rate-limits'
import { BODY_TOO_LARGE, NOT_JSON } from '../_lib/read-json-body'

/**
 * Web Vitals beacons answered in front of Next's router (docs/decisions/0198): the production server hands a beacon
 * here, where it is counted against the rate limit, checked with the schema the app's route uses, and counted in
 * memory; every few seconds the counters go to the app in a batch or two (POST /api/vitals/batch, with the fill
 * token), which writes them in one statement. The answers are the app's own, byte for byte.
 */
const HAND_OFF_TIMEOUT_MS = 30_000

type Front = { counts: VitalCounts; timer?: NodeJS.Timeout }
const front: Front = { counts: new Map() }

/** A beacon from a page: a POST to the Web Vitals call that is not the server's own. */
export function isFrontVitalsBeacon(request: IncomingMessage, pathname: string): boolean {
  return (
    pathname === VITALS_API_PATH &&
    request.method === 'POST' &&
    env().NODE_ENV === 'production' &&
    request.headers[RESPONSE_FILL_HEADER] === undefined
  )
}

/** Answers one beacon; never throws. */
export async function answerVitalsBeacon(request: IncomingMessage, response: ServerResponse): Promise<void> {
  const cors = corsHeadersFor(request.headers.origin)
  try {
    const limit = await consume(LIMITS.vitals.limit, socketClientIp(request), LIMITS.vitals.bucket)
    if (!limit.ok) return sendTooMany(response, limit.retryAfterSeconds, cors)
    const body = await readBody(request)
    if (body === 'dropped') return
    if (body === 'too large') return sendJson(response, 400, { error: { message: BODY_TOO_LARGE } }, cors)
    let raw: unknown
    try {
      raw = JSON.parse(body.toString('utf8'))
    } catch {
      return sendJson(response, 400, { error: { message: NOT_JSON } }, cors)
    }
    const parsed = vitalsBeaconSchema.safeParse(raw)
    if (!parsed.success) {
      return sendJson(response, 400, { error: { message: NOT_VALID, fields: fieldErrors(parsed.error) } }, cors)
    }
    addBeacon(front.counts, parsed.data)
    scheduleHandOff()
    sendJson(response, 200, { data: { counted: parsed.data.metrics.length } }, cors)
  } catch (error) {
    logger().error({ err: error, call: VITALS_API_PATH }, 'web vitals beacon failed')
    sendUnavailable(response, cors)
  }
}

function scheduleHandOff() {
  if (front.timer) return
  front.timer = setTimeout(() => {
    front.timer = undefined
    void handOffVitals()
  }, FLUSH_MS)
  front.timer.unref()
}

/**
 * Hands the counters gathered so far to the app. Figures are worth less than the site: a batch the app cannot take
 * is logged and dropped rather than kept growing in memory.
 */
export async function handOffVitals(): Promise<void> {
  const rows = countRows(front.counts)
  front.counts = new Map()
  for (let at = 0; at < rows.length; at += VITALS_BATCH_ROWS) {
    const batch = rows.slice(at, at + VITALS_BATCH_ROWS)
    try {
      const answer = await fetch(`http://127.0.0.1:${env().PORT}${VITALS_BATCH_PATH}`, {
        method: 'POST',
        headers: { [RESPONSE_FILL_HEADER]: fillToken(), 'content-type': 'application/json' },
        body: JSON.stringify({ rows: batch }),
        signal: AbortSignal.timeout(HAND_OFF_TIMEOUT_MS),
      })
      await answer.arrayBuffer()
      if (!answer.ok) throw new Error(`the app answered ${answer.status}`)
    } catch (error) {
      logger().warn({ err: error, rows: batch.length }, 'web vitals not handed to the app')
    }
  }
}
