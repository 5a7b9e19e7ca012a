'use client'

import { NotFoundPage } from '@/shell/not-found-page'

/**
 * What Next shows when a page calls its notFound(), in place of its built-in page: ours. A client component, because
 * every page's payload carries the layout's not-found element, and a client one is a reference of a few bytes where
 * a server one (or Next's own) is its whole rendered tree (issue 65). Pages answer an address that names nothing by
 * rendering NotFoundPage themselves (docs/decisions/0116), which works without scripts; this is the fallback.
 */
export default function NotFound() {
  return <NotFoundPage />
}
