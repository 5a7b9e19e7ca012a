import { NextResponse } from 'next/server'

/**
 * A post the portal refuses, with nothing stored: one that is not the viewer's to make (another student's record, a
 * parent's session writing, no session at all) is answered as if the address did not exist.
 */
export const refused = () =>
  new NextResponse('Not found', { status: 404, headers: { 'Cache-Control': 'no-store', 'Content-Type': 'text/plain' } })

/**
 * Whether a post comes from the portal's own pages. A browser names where a request comes from (Sec-Fetch-Site); a
 * post from another site is refused, so no other site can sign a visitor in or out or write in their name. Clients
 * that send no such header (older browsers, tests) are judged by the session cookie alone, which SameSite=Lax already
 * keeps off other sites' posts.
 */
export const fromOtherSite = (request: Request) => {
  const site = request.headers.get('sec-fetch-site')
  return site !== null && site !== 'same-origin' && site !== 'none'
}

/** The fields of a posted form, each a string ('' when missing or a file). */
export async function formText(request: Request): Promise<(name: string) => string> {
  const form = await request.formData().catch(() => null)
  return (name) => {
    const value = form?.get(name)
    return typeof value === 'string' ? value : ''
  }
}
