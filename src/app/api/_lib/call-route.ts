import type { z } from 'zod'

import { CALLS, type CallBody, type CallName } from '@/contract/calls'

import { CONTENT_CACHE_CONTROL, errorAnswer } from './answers'
import { corsHeaders } from './cors'
import { jsonRoute, type RouteResult } from './json-route'
import { LIMITS } from './rate-limits'

type Options = {
  /** Content answers may be cached briefly; submissions never. */
  cache?: boolean
  /** Any failure of the handler answers 503: a submission that was not stored is never a 500 or a success. */
  unavailableOnError?: boolean
}

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const
type RouteHandlers = Record<(typeof METHODS)[number] | 'OPTIONS', (request: Request) => Promise<Response>>

/**
 * The route handlers of one §7 call: `jsonRoute` with what the call's entry in the contract says (its method and
 * body schema; per-IP limits on every POST, docs/decisions/0051, submissions with their own, tighter one), and a 405
 * naming the call's method for every other method.
 */
export function callRoute<N extends CallName>(
  name: N,
  handle: (body: CallBody<N>, request: Request) => Promise<RouteResult>,
  { cache = true, unavailableOnError = false }: Options = {},
): RouteHandlers {
  const call = CALLS[name]
  const route = jsonRoute<'GET' | 'POST', z.ZodType | undefined>({
    method: call.method,
    name: call.path,
    rateLimit: call.method !== 'POST' ? undefined : call.tag === 'Leads' ? LIMITS.submission(name) : LIMITS.read,
    body: 'request' in call ? call.request : undefined,
    cacheControl: cache ? CONTENT_CACHE_CONTROL : undefined,
    failure: { unavailable: unavailableOnError },
    handle: (body, request) => handle(body as CallBody<N>, request),
  })

  const notAllowed = async (request: Request) =>
    errorAnswer(405, `Use ${call.method} for ${call.path}.`, undefined, {
      ...corsHeaders(request),
      Allow: `${call.method}, OPTIONS`,
    })
  return { ...(Object.fromEntries(METHODS.map((method) => [method, notAllowed])) as RouteHandlers), ...route }
}
