/**
 * The route a request is counted and logged under: its path with the parts that vary (a slug, a file, the admin's
 * views) folded, so metrics keep a small, fixed set of labels. An address that answered 404 is `unmatched`: anyone
 * can invent addresses, and none of them may become a label.
 */
const FOLDED: [prefix: string, route: string][] = [
  ['/_next/', '/_next/*'],
  ['/images/', '/images/*'],
  ['/documents/', '/documents/*'],
  ['/page-art/', '/page-art/*'],
  ['/monaco/', '/monaco/*'],
  ['/api/docs/assets/', '/api/docs/assets/*'],
  ['/blogs/', '/blogs/:slug'],
  ['/newsroom/', '/newsroom/:slug'],
  ['/admin/', '/admin/*'],
  ['/cms-api/', '/cms-api/*'],
]

export const UNMATCHED_ROUTE = 'unmatched'

export function requestRoute(pathname: string, status: number): string {
  if (status === 404) return UNMATCHED_ROUTE
  for (const [prefix, route] of FOLDED) if (pathname.startsWith(prefix)) return route
  // The site's own fixed routes (and the redirects editors made): a bounded set once 404s are left out.
  return /^\/[\w./-]{0,120}$/.test(pathname) ? pathname.replace(/\/$/, '') || '/' : UNMATCHED_ROUTE
}

/** Build output, uploads and art: answered without a log line of their own. */
export function isStaticFile(pathname: string): boolean {
  return (
    pathname.startsWith('/_next/static/') ||
    pathname.startsWith('/_next/image') ||
    pathname.startsWith('/img/') ||
    pathname.startsWith('/images/') ||
    pathname.startsWith('/documents/') ||
    pathname.startsWith('/page-art/') ||
    pathname.startsWith('/monaco/') ||
    pathname.startsWith('/api/docs/assets/') ||
    /\.(?:ico|png|svg|webp|jpe?g|woff2?|css|js|map|txt|webmanifest)$/.test(pathname)
  )
}
