import type React from 'react'

/** The attribute SoftNavigation looks for. */
export const PAGE_LINK_ATTRIBUTE = 'data-page-link'

/**
 * A link to one of the site's pages: a plain anchor that the shell's SoftNavigation follows through the router, as
 * next/link would, without a client component per link, so a tree of them can be StaticMarkup.
 */
export function PageLink(props: React.AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) {
  return <a {...props} {...{ [PAGE_LINK_ATTRIBUTE]: '' }} />
}
