import { NextResponse, type NextRequest } from 'next/server'

import { env } from '@/config/env.server'
import { newNonce, requestHeaders, surfaceOf } from '@/security/headers'

/**
 * Every page gets its Content-Security-Policy here, with a fresh script nonce. Next reads the nonce from
 * the request's policy header and puts it on its own scripts while it renders (pages render per request).
 */
export function proxy(request: NextRequest) {
  const https = env().SITE_URL?.startsWith('https:') ?? false
  const headers = requestHeaders(surfaceOf(request.nextUrl.pathname), { nonce: newNonce(), https })
  const forwarded = new Headers(request.headers)
  forwarded.set('Content-Security-Policy', headers['Content-Security-Policy']!)
  const response = NextResponse.next({ request: { headers: forwarded } })
  for (const [name, value] of Object.entries(headers)) response.headers.set(name, value)
  return response
}

// Pages only. Not build output, the image optimiser, uploaded files or any other path with a file extension; not the
// calls (/api except its reference page, /cms-api): Next buffers a request body for the proxy up to 10 MB and
// would cut uploads short, and a call needs no nonce. next.config.ts gives those their headers. Prefetches
// render no document, so they need no nonce either.
export const config = {
  matcher: [
    {
      source:
        '/((?!_next/static|_next/image|images/|documents/|page-art/|cms-api(?:/|$)|api/(?!docs$)|.*\\.(?:js|css|map|ico|png|jpg|jpeg|gif|webp|avif|svg|woff2?|txt|xml|pdf)$).*)',
      missing: [
        { type: 'header', key: 'next-router-prefetch' },
        { type: 'header', key: 'purpose', value: 'prefetch' },
      ],
    },
  ],
}
