import type { ErrorAnswer } from '@/contract/responses'
import { logger } from '@/observability/logger.server'
import { currentRequestId } from '@/observability/request-context'
import { isDatabaseUnavailable } from '@/operations/database-unavailable'
import { SUBMISSION_TEXT } from '@/schema/messages'

/** Short shared caching for public content: a CDN or browser may reuse an answer briefly while refreshing. */
export const CONTENT_CACHE_CONTROL = 'public, max-age=10, stale-while-revalidate=60'

export const TOO_MANY_REQUESTS = SUBMISSION_TEXT.tooMany
export const NOT_VALID = 'The request is not valid.'

export const json = (body: unknown, status = 200, headers: HeadersInit = {}) =>
  Response.json(body, { status, headers: { 'Cache-Control': 'no-store', ...headers } })

/**
 * The API's error shape; a 5xx also names the request's id, which the visitor can quote and the logs carry
 * (docs/operations.md).
 */
export const errorAnswer = (
  status: number,
  message: string,
  fields?: Record<string, string>,
  headers: HeadersInit = {},
) => {
  const requestId = status >= 500 ? currentRequestId() : undefined
  const error = { message, ...(fields ? { fields } : {}), ...(requestId ? { requestId } : {}) }
  return json({ error } satisfies ErrorAnswer, status, headers)
}

/** 400 naming the fields that are wrong, with their messages. */
export const invalidAnswer = (fields: Record<string, string>, headers: HeadersInit = {}) =>
  errorAnswer(400, NOT_VALID, fields, headers)

/** 429 with the seconds until the limit lets this address in again. */
export const tooMany = (retryAfterSeconds: number, headers: Record<string, string>) =>
  errorAnswer(429, TOO_MANY_REQUESTS, undefined, {
    ...headers,
    'Retry-After': String(retryAfterSeconds),
  })

/**
 * How a call answers an unexpected error: `unavailable`, 503 whatever failed (a submission that stored nothing is
 * never a 500 or a success); `message`, the call's own words, with 500 or 503 alike, each with `Retry-After`.
 */
export type Failure = { unavailable?: boolean; message?: string }

/**
 * A failure never leaks details, and is logged: 503 when the database is away (or, with `unavailable`, whenever the
 * call stored nothing), else 500.
 */
export function answerFailure(error: unknown, call: string, headers: Record<string, string>, failure: Failure = {}) {
  logger().error({ err: error, call }, 'api call failed')
  const status = failure.unavailable || isDatabaseUnavailable(error) ? 503 : 500
  if (failure.message) return errorAnswer(status, failure.message, undefined, { ...headers, 'Retry-After': '5' })
  return status === 503
    ? errorAnswer(503, 'The service is briefly unavailable. Please try again.', undefined, {
        ...headers,
        'Retry-After': '5',
      })
    : errorAnswer(500, 'Something went wrong on our side. Please try again.', undefined, headers)
}
