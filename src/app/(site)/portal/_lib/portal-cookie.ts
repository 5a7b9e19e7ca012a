import type { NextResponse } from 'next/server'

import { siteUrl } from '@/config/env.server'
import { PORTAL_PATH, PORTAL_SESSION_COOKIE, PORTAL_SESSION_DAYS } from '@/students/portal-sign-in.server'

/**
 * Sets the portal's session cookie on `response` (docs/decisions/0175): HttpOnly, SameSite=Lax, Secure on https, sent
 * to the portal's paths only (never to the admin or the CMS API), for the session's 30 days; a null secret clears it.
 */
export function setPortalSession(response: NextResponse, secret: string | null): NextResponse {
  response.cookies.set(PORTAL_SESSION_COOKIE, secret ?? '', {
    httpOnly: true,
    sameSite: 'lax',
    secure: siteUrl().startsWith('https:'),
    path: PORTAL_PATH,
    maxAge: secret === null ? 0 : PORTAL_SESSION_DAYS * 86_400,
  })
  return response
}
