import type React from 'react'

/** The attribute SoftNavigation looks for on a link. */
export const PAGE_LINK_ATTRIBUTE = 'data-page-link'

/** The attribute SoftNavigation looks for on an element whose links all go to the site's pages. */
export const PAGE_LINKS_ATTRIBUTE = 'data-page-links'

/**
 * Marks an element whose links are all PageLinks, written once on it instead of on each (the footer's twenty: issue
 * 65). Links that leave the site, open a tab or download a file inside it are still the browser's own.
 */
export const PAGE_LINKS = { [PAGE_LINKS_ATTRIBUTE]: '' } as const

/**
 * A link to one of the site's pages: a plain anchor that the shell's SoftNavigation follows through the router, as
 * next/link would, without a client component per link, so a tree of them can be StaticMarkup.
 */
export function PageLink(props: React.AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) {
  return <a {...props} {...{ [PAGE_LINK_ATTRIBUTE]: '' }} />
}
