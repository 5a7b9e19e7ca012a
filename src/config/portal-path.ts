// Relative imports only, and none at all: src/proxy.ts and the page cache read this without the server's modules.

/** The portal's root: its pages are each visitor's own, never cached and never indexed (docs/decisions/0177). */
export const PORTAL_ROOT = '/portal'

export const isPortalPath = (pathname: string): boolean =>
  pathname === PORTAL_ROOT || pathname.startsWith(`${PORTAL_ROOT}/`)

/** What a portal answer tells every cache, and what it tells crawlers. */
export const PORTAL_CACHE_CONTROL = 'private, no-store'
export const PORTAL_ROBOTS = 'noindex, nofollow'
