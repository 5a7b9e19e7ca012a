import type { z } from 'zod'

import { isFillRequest, RESPONSE_FILL_HEADER } from '@/response-cache/response-cache.server'
import { fieldErrors } from '@/schema/form-schema'

import { answerFailure, errorAnswer, invalidAnswer, json, tooMany, type Failure } from './answers'
import { corsHeaders, preflight } from './cors'
import { countRequest, type RateLimit } from './rate-limits'
import { readJsonBody } from './read-json-body'

/**
 * What a route's `handle` returns: the 200 answer's body (`data` and any fields beside it, and a cookie to set with
 * it), "not found" for a detail call (404 `{ data: [] }`), field errors (400), or a refusal in the error shape.
 */
export type RouteResult =
  | { data: unknown; setCookie?: string; [field: string]: unknown }
  | { notFound: true }
  | { invalid: Record<string, string> }
  | { refused: { status: number; message: string } }

type Method = 'GET' | 'POST'
type Handler = (request: Request) => Promise<Response>
type Input<S> = S extends z.ZodType ? z.output<S> : undefined

/** Where a route's input comes from: the JSON body (at most 16 KB), the query string, or nowhere. */
type Source<S extends z.ZodType | undefined> =
  { body: S; query?: never } | { query: S; body?: never } | { body?: never; query?: never }

export type JsonRouteSpec<M extends Method, S extends z.ZodType | undefined> = Source<S> & {
  method: M
  /** Named in the log line of a failure. */
  name: string
  /** Counted before anything is read; absent, the route counts nothing. */
  rateLimit?: RateLimit
  /** Cache-Control of a 200; other answers, and every answer without it, are `no-store`. */
  cacheControl?: string
  /** How an unexpected error is answered (answers.ts); by default 500, or 503 when the database is away. */
  failure?: Failure
  handle: (input: Input<S>, request: Request) => Promise<RouteResult>
}

/**
 * The route handlers of one JSON call of ours (docs/decisions/0168): its method counts the request against the rate
 * limit, reads and checks the input with the schema, runs `handle` and answers in the API's shapes, with CORS headers;
 * OPTIONS answers CORS preflights. Failures never leak details: bad input is a 400 naming the fields, an unexpected
 * error is logged and answered 500 or 503, always in the API's error shape. A route file says only what is its own.
 */
export function jsonRoute<M extends Method, S extends z.ZodType | undefined = undefined>(
  spec: JsonRouteSpec<M, S>,
): Record<M | 'OPTIONS', Handler> {
  const { method, name, rateLimit, cacheControl, failure, handle } = spec

  const answer: Handler = async (request) => {
    const cors = corsHeaders(request)
    // A read the server's response cache forwards was counted there (docs/decisions/0133).
    if (rateLimit && !isFillRequest(request.headers.get(RESPONSE_FILL_HEADER))) {
      const outcome = await countRequest(request, rateLimit)
      if (!outcome.ok) return tooMany(outcome.retryAfterSeconds, cors)
    }
    const input = await readInput(request, spec)
    if (!input.ok) return withHeaders(input.response, cors)
    try {
      return answerResult(await handle(input.value as Input<S>, request), cors, cacheControl)
    } catch (error) {
      return answerFailure(error, name, cors, failure)
    }
  }

  const handlers = { [method]: answer, OPTIONS: async (request: Request) => preflight(request, [method]) }
  return handlers as Record<M | 'OPTIONS', Handler>
}

type Read = { ok: true; value: unknown } | { ok: false; response: Response }

async function readInput(request: Request, { body, query }: Source<z.ZodType | undefined>): Promise<Read> {
  const schema = body ?? query
  if (!schema) return { ok: true, value: undefined }
  let raw: unknown = Object.fromEntries(new URL(request.url).searchParams)
  if (body) {
    const read = await readJsonBody(request)
    if (!read.ok) return read
    raw = read.value
  }
  const parsed = schema.safeParse(raw)
  return parsed.success
    ? { ok: true, value: parsed.data }
    : { ok: false, response: invalidAnswer(fieldErrors(parsed.error)) }
}

function answerResult(result: RouteResult, cors: Record<string, string>, cacheControl?: string): Response {
  if ('data' in result) {
    const { setCookie, ...body } = result
    const headers = cacheControl ? { ...cors, 'Cache-Control': cacheControl } : cors
    return json(body, 200, setCookie ? { ...headers, 'Set-Cookie': setCookie } : headers)
  }
  if ('notFound' in result) return json({ data: [] }, 404, cors)
  if ('invalid' in result) return invalidAnswer(result.invalid, cors)
  return errorAnswer(result.refused.status, result.refused.message, undefined, cors)
}

function withHeaders(response: Response, headers: Record<string, string>): Response {
  for (const [key, value] of Object.entries(headers)) response.headers.set(key, value)
  return response
}
