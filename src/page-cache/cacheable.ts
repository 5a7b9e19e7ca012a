import { FORM_AGAIN_PAGES } from '@/schema/form-paths'
import { surfaceOf } from '@/security/headers'
import { carriesStaffSession } from '@/security/staff-session'

/**
 * Whether a request asks for a document. Next hides its client router's headers (`rsc`, the state tree) and
 * `_rsc` from the proxy, so a navigation is told apart by what every browser sends with one: `Sec-Fetch-Dest:
 * document`. A client without Fetch Metadata (a crawler, a load test) counts when it accepts HTML.
 */
function asksForDocument(headers: Headers): boolean {
  const destination = headers.get('sec-fetch-dest')
  if (destination !== null) return destination === 'document'
  return (headers.get('accept') ?? '').includes('text/html')
}

/** Server actions post to pages; the header is visible to the proxy, unlike the client router's. */
const SERVER_ACTION = 'next-action'

/**
 * The cache key of a request for a public page, or undefined when its answer must be rendered for it alone:
 * anything but a GET or HEAD for a document, the admin and the API, a query string (listing filters, newsletter
 * links), server actions, a signed-in staff member, and the pages that show one visitor's form again.
 */
export function pageCacheKey(method: string, url: URL, headers: Headers): string | undefined {
  if (method !== 'GET' && method !== 'HEAD') return undefined
  if (surfaceOf(url.pathname) !== 'site' || url.search !== '') return undefined
  // Booking shows free times that change with every booking, and reads the visitor's own cookies.
  if (url.pathname === '/book' || url.pathname.startsWith('/book/')) return undefined
  // A form sent without a script shows again with the visitor's own values, messages and captcha (decision 0132).
  if (FORM_AGAIN_PAGES.includes(url.pathname)) return undefined
  if (!asksForDocument(headers) || headers.has(SERVER_ACTION)) return undefined
  if (carriesStaffSession(headers.get('cookie'))) return undefined
  return url.pathname
}
