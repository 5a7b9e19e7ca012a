import { fieldErrors } from '@/forms/form-schema'
import { CALLS, type CallBody, type CallName } from '@/contract/calls'

import { CONTENT_CACHE_CONTROL, errorAnswer, json } from './answers'
import { corsHeaders, preflight } from './cors'
import { readJsonBody } from './read-json-body'

/** What a call's handler returns: the answer body, or "not found" for a detail call. */
export type CallResult = { data: unknown } | { notFound: true }

type Options = {
  /** Content answers may be cached briefly; submissions never. */
  cache?: boolean
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
  { cache = true }: Options = {},
): RouteHandlers {
  const call = CALLS[name]

  const answer = async (request: Request): Promise<Response> => {
    const cors = corsHeaders(request)
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
      return json(result, 200, cache ? { ...cors, 'Cache-Control': CONTENT_CACHE_CONTROL } : cors)
    } catch (error) {
      console.error(JSON.stringify({ level: 'error', msg: 'api call failed', call: call.path, err: String(error) }))
      const unavailable = /SQLITE_BUSY|ECONNREFUSED|Connection terminated|database/i.test(String(error))
      return unavailable
        ? errorAnswer(503, 'The service is briefly unavailable. Please try again.', undefined, {
            ...cors,
            'Retry-After': '5',
          })
        : errorAnswer(500, 'Something went wrong on our side. Please try again.', undefined, cors)
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
