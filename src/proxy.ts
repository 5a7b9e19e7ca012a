import { NextResponse, type NextRequest } from 'next/server'

import { env } from '@/config/env.server'
import { FILL_HEADER, pageCacheOn, placeholderFor } from '@/page-cache/page-cache.server'
import { PREVIEW_PARAM } from '@/config/item-paths'
import { isPortalPath, PORTAL_CACHE_CONTROL, PORTAL_ROBOTS } from '@/config/portal-path'
import { newNonce, requestHeaders, surfaceOf } from '@/security/headers'
import { carriesStaffSession } from '@/security/staff-session'

/**
 * Every page gets its Content-Security-Policy here, with a fresh script nonce. Next reads the nonce from the
 * request's policy header and puts it on its own scripts while it renders. The production server's own rendering
 * of a page for the page cache gets the placeholder nonce instead, which the cache turns into its scripts' hashes
 * (docs/decisions/0084, 0139).
 */
export function proxy(request: NextRequest) {
  const https = env().SITE_URL?.startsWith('https:') ?? false
  const surface = surfaceOf(request.nextUrl.pathname)
  const placeholder = pageCacheOn() ? placeholderFor(request.headers.get(FILL_HEADER)) : undefined
  // Staff previewing a page may see it framed by the admin's live preview; every other page refuses any frame.
  const previewFrame =
    request.nextUrl.searchParams.has(PREVIEW_PARAM) && carriesStaffSession(request.headers.get('cookie'))
  const headers = requestHeaders(surface, { nonce: placeholder ?? newNonce(), https, previewFrame })
  const forwarded = new Headers(request.headers)
  forwarded.set('Content-Security-Policy', headers['Content-Security-Policy']!)
  const response = NextResponse.next({ request: { headers: forwarded } })
  setAll(response.headers, headers)
  // A portal page is one student's: no cache keeps it, no crawler lists it (docs/decisions/0177).
  if (isPortalPath(request.nextUrl.pathname)) {
    response.headers.set('Cache-Control', PORTAL_CACHE_CONTROL)
    response.headers.set('X-Robots-Tag', PORTAL_ROBOTS)
  }
  return response
}

function setAll(target: Headers, values: Record<string, string>) {
  for (const [name, value] of Object.entries(values)) target.set(name, value)
}

// Pages only. Not build output, the image optimiser, uploaded files or any other path with a file extension; not the
// calls (/api except its reference page, /cms-api): Next buffers a request body for the proxy up to 10 MB and
// would cut uploads short, and a call needs no nonce. Nor the portal's private files and document uploads, which set
// their own headers (docs/decisions/0189). next.config.ts gives those their headers. Prefetches
// render no document, so they need no nonce either.
export const config = {
  matcher: [
    {
      source:
        '/((?!_next/static|_next/image|images/|documents/|page-art/|portal/files/|portal/uploads/|cms-api(?:/|$)|api/(?!docs$)|.*\\.(?:js|css|map|ico|png|jpg|jpeg|gif|webp|avif|svg|woff2?|txt|xml|pdf)$).*)',
      missing: [
        { type: 'header', key: 'next-router-prefetch' },
        { type: 'header', key: 'purpose', value: 'prefetch' },
      ],
    },
  ],
}
