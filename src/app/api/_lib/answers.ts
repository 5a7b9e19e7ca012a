import type { ErrorAnswer } from '@/contract/responses'
import { currentRequestId } from '@/observability/request-context'
import { SUBMISSION_TEXT } from '@/schema/messages'

/** Short shared caching for public content: a CDN or browser may reuse an answer briefly while refreshing. */
export const CONTENT_CACHE_CONTROL = 'public, max-age=10, stale-while-revalidate=60'

export const TOO_MANY_REQUESTS = SUBMISSION_TEXT.tooMany

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
