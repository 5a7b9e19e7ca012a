import { NextResponse } from 'next/server'

import { siteUrl } from '@/config/env.server'

/** A form's cookie: what was typed and the messages, kept for the page the form is on; a null value clears it. */
export type KeptFormCookie = { name: string; value: string | null; path: string; maxAgeSeconds: number }

/**
 * The answer to a form sent without a script (docs/decisions/0132): 303 to a path of this site (relative, so the
 * browser stays on the host it posted to), never kept by a cache, setting or clearing the form's cookie when given.
 */
export function seeOther(location: string, cookie?: KeptFormCookie): NextResponse {
  const response = new NextResponse(null, { status: 303, headers: { Location: location, 'Cache-Control': 'no-store' } })
  if (cookie) {
    response.cookies.set(cookie.name, cookie.value ?? '', {
      httpOnly: true,
      sameSite: 'lax',
      path: cookie.path,
      maxAge: cookie.value === null ? 0 : cookie.maxAgeSeconds,
      secure: siteUrl().startsWith('https:'),
    })
  }
  return response
}
