import { FORM_AGAIN_PAGES } from '@/schema/form-paths'
import { surfaceOf } from '@/security/headers'
import { carriesStaffSession } from '@/security/staff-session'

/**
 * Set by the production server on every request it passes to Next (scripts/serve-production.ts): `router` for the
 * client router's fetches, which it tells apart by their own headers and `_rsc` query before Next hides them from
 * the proxy, `document` for anything else. Any incoming value is overwritten.
 */
export const REQUEST_KIND_HEADER = 'x-request-kind'

/** What the server writes in REQUEST_KIND_HEADER for a request with these headers and query. */
export function requestKind(
  headers: Record<string, string | string[] | undefined>,
  search: string,
): 'router' | 'document' {
  const router =
    headers.rsc !== undefined ||
    headers['next-router-state-tree'] !== undefined ||
    headers['next-router-prefetch'] !== undefined ||
    /(?:^|[?&])_rsc=/.test(search)
  return router ? 'router' : 'document'
}

/**
 * Whether a request asks for a document: every plain visit does, whatever it accepts (a monitor, a link preview, a
 * crawler, a load tester). Without the server's mark (Next run some other way), a navigation is told apart by what
 * every browser sends with one, `Sec-Fetch-Dest: document`, or by accepting HTML.
 */
function asksForDocument(headers: Headers): boolean {
  const kind = headers.get(REQUEST_KIND_HEADER)
  if (kind !== null) return kind === 'document'
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
