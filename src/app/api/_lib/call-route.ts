import { fieldErrors } from '@/schema/form-schema'
import { CALLS, type CallBody, type CallName } from '@/contract/calls'
import { clientIp } from '@/security/client-ip.server'
import { consume } from '@/security/rate-limit.server'

import { isFillRequest, RESPONSE_FILL_HEADER } from '@/response-cache/response-cache.server'

import { answerFailure, CONTENT_CACHE_CONTROL, errorAnswer, json, tooMany } from './answers'
import { corsHeaders, preflight } from './cors'
import { readJsonBody } from './read-json-body'

/**
 * What a call's handler returns: the answer body (and a cookie to set with it), "not found" for a detail call, or
 * field errors (400).
 */
export type CallResult =
  { data: unknown; setCookie?: string } | { notFound: true } | { invalid: Record<string, string> }

type Options = {
  /** Content answers may be cached briefly; submissions never. */
  cache?: boolean
  /** Any failure of the handler answers 503: a submission that was not stored is never a 500 or a success. */
  unavailableOnError?: boolean
}

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const
type Method = (typeof METHODS)[number]
type RouteHandlers = Record<Method | 'OPTIONS', (request: Request) => Promise<Response>>

/**
 * The route handlers of one §7 call: its method parses the body with the call's schema and runs
 * `handle`; OPTIONS answers CORS preflights; every other method answers 405. Failures never leak
 * details: bad input is a 400 naming the fields, an unexpected error a 500 (503 when the database
 * is unreachable), always in the API's error shape.
 */
export function callRoute<N extends CallName>(
  name: N,
  handle: (body: CallBody<N>, request: Request) => Promise<CallResult>,
  { cache = true, unavailableOnError = false }: Options = {},
): RouteHandlers {
  const call = CALLS[name]

  const answer = async (request: Request): Promise<Response> => {
    const cors = corsHeaders(request)
    // Per-IP limits on every POST (docs/decisions/0051-rate-limits.md); submissions have their own, tighter one.
    // A read the server's response cache forwards was counted there (docs/decisions/0133).
    if (call.method === 'POST' && !isFillRequest(request.headers.get(RESPONSE_FILL_HEADER))) {
      const limit = call.tag === 'Leads' ? 'submission' : 'read'
      const outcome = await consume(limit, clientIp(request), limit === 'submission' ? `submission:${name}` : limit)
      if (!outcome.ok) return tooMany(outcome.retryAfterSeconds, cors)
    }
    let body: unknown = undefined
    if ('request' in call) {
      const read = await readJsonBody(request)
      if (!read.ok) return withHeaders(read.response, cors)
      const parsed = call.request.safeParse(read.value)
      if (!parsed.success) return errorAnswer(400, 'The request is not valid.', fieldErrors(parsed.error), cors)
      body = parsed.data
    }
    try {
      const result = await handle(body as CallBody<N>, request)
      if ('notFound' in result) return json({ data: [] }, 404, cors)
      if ('invalid' in result) return errorAnswer(400, 'The request is not valid.', result.invalid, cors)
      const { setCookie, ...answer } = result
      const headers = cache ? { ...cors, 'Cache-Control': CONTENT_CACHE_CONTROL } : cors
      return json(answer, 200, setCookie ? { ...headers, 'Set-Cookie': setCookie } : headers)
    } catch (error) {
      return answerFailure(error, call.path, cors, unavailableOnError)
    }
  }

  const notAllowed = async (request: Request) =>
    errorAnswer(405, `Use ${call.method} for ${call.path}.`, undefined, {
      ...corsHeaders(request),
      Allow: `${call.method}, OPTIONS`,
    })

  const handlers = Object.fromEntries(
    METHODS.map((method) => [method, method === call.method ? answer : notAllowed]),
  ) as RouteHandlers
  handlers.OPTIONS = async (request) => preflight(request, [call.method])
  return handlers
}

function withHeaders(response: Response, headers: Record<string, string>): Response {
  for (const [key, value] of Object.entries(headers)) response.headers.set(key, value)
  return response
}
