import type { ErrorAnswer } from '@/contract/responses'

/** Short shared caching for public content: a CDN or browser may reuse an answer briefly while refreshing. */
export const CONTENT_CACHE_CONTROL = 'public, max-age=10, stale-while-revalidate=60'

export const json = (body: unknown, status = 200, headers: HeadersInit = {}) =>
  Response.json(body, { status, headers: { 'Cache-Control': 'no-store', ...headers } })

export const errorAnswer = (
  status: number,
  message: string,
  fields?: Record<string, string>,
  headers: HeadersInit = {},
) => json({ error: fields ? { message, fields } : { message } } satisfies ErrorAnswer, status, headers)
