import type { IncomingMessage, ServerResponse } from 'node:http'

import { CALLS } from '@/contract/calls'
import { env } from '@/config/env.server'
import { BOOKING_PATHS } from '@/contract/booking-calls'
import { FREE_TIMES_TTL_MS, freeTimesGeneration } from '@/response-cache/free-times'
import {
  answerKey,
  bodyFor,
  cachedAnswer,
  fillToken,
  RESPONSE_CACHE_STATUS_HEADER,
  RESPONSE_FILL_HEADER,
  RESPONSE_TTL_MS,
  type CachedAnswer,
  type Filled,
} from '@/response-cache/response-cache.server'
import { logger } from '@/observability/logger.server'
import { REQUEST_ID_HEADER } from '@/observability/request-context'
import { PER_ANSWER_HEADERS } from '@/security/headers'
import { socketClientIp } from '@/security/client-ip.server'
import { consume } from '@/security/rate-limit.server'

import { corsHeadersFor } from './cors'
import { readBody, sendJson, sendTooMany, sendUnavailable } from './front-io.server'
import { BODY_TOO_LARGE } from './read-json-body'

/**
 * The §7 read calls answered in front of Next's router (docs/decisions/0133): the production server hands a read
 * call's request here; its answer comes from the response cache, or from the app (over loopback, with the fill
 * token) once per question until content changes. The rate limit of reads is counted here, once per request; CORS
 * is worked out per request; compressed copies are made once per answer.
 */
const READ_CALLS = new Map<string, 'GET' | 'POST'>(
  Object.values(CALLS)
    .filter((call) => call.tag !== 'Leads')
    .map((call) => [call.path, call.method]),
)

const FILL_TIMEOUT_MS = 30_000

/** Headers that belong to one answer, or are set per request here. */
const NOT_KEPT = new Set([...PER_ANSWER_HEADERS, 'vary', 'access-control-allow-origin', RESPONSE_CACHE_STATUS_HEADER])

/** The read call at this method and path, unless the request is the server's own fill or the cache is off. */
export function isFrontReadCall(request: IncomingMessage, pathname: string): boolean {
  const { NODE_ENV, PAGE_CACHE_SECONDS } = env()
  return (
    NODE_ENV === 'production' &&
    PAGE_CACHE_SECONDS > 0 &&
    (READ_CALLS.get(pathname) === request.method || (pathname === FREE_TIMES_PATH && request.method === 'GET')) &&
    request.headers[RESPONSE_FILL_HEADER] === undefined
  )
}

/** The free-times call, answered here too (docs/decisions/0184): its key holds the query and the generation. */
const FREE_TIMES_PATH = BOOKING_PATHS.slots

/** The query string with its parameters in order, so one question asked two ways is one entry. */
function sortedQuery(url: string | undefined): string {
  const at = url?.indexOf('?') ?? -1
  if (at === -1) return ''
  const params = new URLSearchParams(url!.slice(at + 1))
  params.sort()
  const text = params.toString()
  return text ? `?${text}` : ''
}

/** Answers one read call; never throws (a failure is the app's 5xx, or a closed connection). */
export async function answerReadCall(request: IncomingMessage, response: ServerResponse, pathname: string) {
  try {
    const cors = corsHeadersFor(request.headers.origin)
    const freeTimes = pathname === FREE_TIMES_PATH
    if (request.method === 'POST' || freeTimes) {
      const limit = await consume('read', socketClientIp(request))
      if (!limit.ok) return sendTooMany(response, limit.retryAfterSeconds, cors)
    }
    const body = await readBody(request)
    if (body === 'too large') return sendJson(response, 400, { error: { message: BODY_TOO_LARGE } }, cors)
    if (body === 'dropped') return
    const query = freeTimes ? sortedQuery(request.url) : ''
    const key = freeTimes
      ? `${pathname}${query}\n#${freeTimesGeneration()}`
      : answerKey(pathname, body.toString('utf8'))
    // The fill is written inline: the server runs through tsx, which names every function kept in a variable with a
    // property definition, per request here (docs/decisions/0151).
    const found = key
      ? await cachedAnswer(
          key,
          () => fromApp(request, `${pathname}${query}`, body),
          freeTimes ? FREE_TIMES_TTL_MS : RESPONSE_TTL_MS,
        )
      : { answer: (await fromApp(request, pathname, body)).answer, hit: false }
    send(request, response, found.answer, { ...cors, [RESPONSE_CACHE_STATUS_HEADER]: found.hit ? 'HIT' : 'MISS' })
  } catch (error) {
    logger().error({ err: error, call: pathname }, 'read call failed')
    sendUnavailable(response, corsHeadersFor(request.headers.origin))
  }
}

/** Asks the app itself (over loopback, as the page cache does) and keeps a 200 that sets no cookie. */
async function fromApp(request: IncomingMessage, target: string, body: Buffer): Promise<Filled> {
  const contentType = request.headers['content-type']
  const requestId = request.headers[REQUEST_ID_HEADER]
  const answer = await fetch(`http://127.0.0.1:${env().PORT}${target}`, {
    method: request.method,
    headers: {
      [RESPONSE_FILL_HEADER]: fillToken(),
      'accept-encoding': 'identity',
      ...(contentType ? { 'content-type': contentType } : {}),
      ...(typeof requestId === 'string' ? { [REQUEST_ID_HEADER]: requestId } : {}),
    },
    ...(request.method === 'POST' ? { body: new Uint8Array(body) } : {}),
    signal: AbortSignal.timeout(FILL_TIMEOUT_MS),
  })
  const headers = [...answer.headers].filter(([name]) => !NOT_KEPT.has(name))
  const cached: CachedAnswer = {
    status: answer.status,
    headers,
    body: Buffer.from(await answer.arrayBuffer()),
    encoded: {},
  }
  return { answer: cached, keep: answer.status === 200 && !answer.headers.has('set-cookie') }
}

function send(request: IncomingMessage, response: ServerResponse, answer: CachedAnswer, extra: Record<string, string>) {
  const { body, encoding } = bodyFor(request, answer)
  response.statusCode = answer.status
  for (const [name, value] of answer.headers) response.setHeader(name, value)
  for (const [name, value] of Object.entries(extra)) response.setHeader(name, value)
  response.setHeader('Vary', 'Origin, Accept-Encoding')
  if (encoding) response.setHeader('Content-Encoding', encoding)
  response.setHeader('Content-Length', body.byteLength)
  response.end(body)
}
