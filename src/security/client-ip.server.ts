import type { IncomingMessage } from 'node:http'

/**
 * The visitor's address for rate limits: the last hop of X-Forwarded-For, which is the address the
 * nearest reverse proxy appended (nginx `$proxy_add_x_forwarded_for`, or any proxy that sets it), or,
 * with no proxy in front, the socket address Next records there itself. The site is meant to run behind a
 * reverse proxy (README, Production deployment); exposed directly, a client could name its own bucket.
 */
export function clientIp(request: Request): string {
  return lastForwardedHop(request.headers.get('x-forwarded-for')) ?? request.headers.get('x-real-ip') ?? 'unknown'
}

/** The same address for a request the production server answers before Next: there the socket's own address. */
export function socketClientIp(request: IncomingMessage): string {
  const forwarded = request.headers['x-forwarded-for']
  return (
    lastForwardedHop(Array.isArray(forwarded) ? forwarded.join(',') : forwarded) ??
    request.socket.remoteAddress ??
    'unknown'
  )
}

function lastForwardedHop(header: string | null | undefined): string | undefined {
  const hops = (header ?? '')
    .split(',')
    .map((hop) => hop.trim())
    .filter(Boolean)
  return hops[hops.length - 1]
}
