import { env, siteUrl } from '@/config/env.server'

/** Origins whose pages may call the public API: the site's own and CORS_ORIGINS. */
function allowedOrigins(): Set<string> {
  const origins = new Set(env().CORS_ORIGINS.map((origin) => new URL(origin).origin))
  origins.add(new URL(siteUrl()).origin)
  return origins
}

/** CORS headers for an answer to this request (none when its origin is not allowed). */
export function corsHeaders(request: Request): Record<string, string> {
  return corsHeadersFor(request.headers.get('origin'))
}

/** CORS headers for an answer to a request from this origin. */
export function corsHeadersFor(origin: string | null | undefined): Record<string, string> {
  const headers: Record<string, string> = { Vary: 'Origin' }
  if (origin && allowedOrigins().has(origin)) headers['Access-Control-Allow-Origin'] = origin
  return headers
}

/** The answer to a preflight request for a call with these methods. */
export function preflight(request: Request, methods: string[]): Response {
  const headers = corsHeaders(request)
  if (headers['Access-Control-Allow-Origin']) {
    headers['Access-Control-Allow-Methods'] = [...methods, 'OPTIONS'].join(', ')
    // The spec's client sends an unnamed header with the category call: allow what the browser asks for.
    headers['Access-Control-Allow-Headers'] = request.headers.get('access-control-request-headers') ?? 'Content-Type'
    headers['Access-Control-Max-Age'] = '86400'
  }
  return new Response(null, { status: 204, headers })
}
