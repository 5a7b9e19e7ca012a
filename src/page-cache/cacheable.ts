import type { IncomingHttpHeaders } from 'node:http'

import { isPortalPath } from '@/config/portal-path'
import { FORM_AGAIN_PAGES } from '@/schema/form-paths'
import { surfaceOf } from '@/security/headers'
import { carriesStaffSession } from '@/security/staff-session'

/** Headers only the client router's fetches send (a prefetch, a navigation's RSC payload, a server action). */
const NOT_A_VISIT = [
  'rsc',
  'next-router-state-tree',
  'next-router-prefetch',
  'next-router-segment-prefetch',
  'next-action',
]

/** Paths that are files or calls, never pages: build output, pictures, documents, the CMS's and the site's API. */
const NOT_A_PAGE = /^\/(?:_next\/|img\/|images\/|documents\/|page-art\/|cms-api(?:\/|$)|api(?:\/|$))|\.[a-z0-9]+$/i

/**
 * The cache key of a request for a public page, or undefined when its answer must be rendered for it alone. Every
 * plain visit counts, whatever it accepts (a browser, a monitor, a link preview, a crawler, a load tester); not the
 * client router's fetches, anything but a GET or HEAD, the admin and the API, a query string (listing filters,
 * newsletter links), a signed-in staff member, booking, the portal, and the pages that show one visitor's form again.
 */
export function pageCacheKey(
  method: string,
  pathname: string,
  search: string,
  headers: IncomingHttpHeaders,
): string | undefined {
  if (method !== 'GET' && method !== 'HEAD') return undefined
  if (search !== '' || NOT_A_PAGE.test(pathname) || surfaceOf(pathname) !== 'site') return undefined
  // Booking shows free times that change with every booking, and reads the visitor's own cookies.
  if (pathname === '/book' || pathname.startsWith('/book/')) return undefined
  // The portal is each student's own, signed in or not (docs/decisions/0177).
  if (isPortalPath(pathname)) return undefined
  // An event's page shows the seats left and draws its registration form's captcha for each visitor (decision 0173).
  if (pathname.startsWith('/events/')) return undefined
  // A form sent without a script shows again with the visitor's own values, messages and captcha (decision 0132).
  if (FORM_AGAIN_PAGES.includes(pathname)) return undefined
  if (NOT_A_VISIT.some((name) => headers[name] !== undefined)) return undefined
  if (carriesStaffSession(headers.cookie ?? null)) return undefined
  return pathname
}
