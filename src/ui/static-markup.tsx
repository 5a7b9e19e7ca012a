import { headers } from 'next/headers'
import type React from 'react'

import { StaticMarkupIsland, type StaticMarkupIslandProps } from './static-markup-island'
import { keepMarkup } from './static-markup-store'

type Props = Omit<StaticMarkupIslandProps, 'id' | 'children' | 'html'> &
  ({ children: React.ReactNode; html?: never } | { html: string; children?: never })

/**
 * Whether this render is a page's HTML (a browser loading the page) rather than the router's fetch of its payload (a
 * navigation, a prefetch). Next keeps its router's own headers from `headers()`, and from the proxy; its fetches
 * accept anything (no `text/html`), a browser's page load asks for HTML. A client that does not say so gets the page
 * with its payload whole, which is as correct and only heavier.
 */
async function forDocument() {
  return (await headers()).get('accept')?.includes('text/html') ?? false
}

/**
 * Markup the page's HTML carries once. Everything a server component renders is sent twice on a page's load: as
 * HTML, and again in the router's payload so that React can hydrate it. Wrapped in StaticMarkup, a tree (or `html`,
 * set as the element's content) is sent as HTML only and React leaves it unhydrated; when the router fetches the
 * page (a navigation, a prefetch), it comes in the payload as usual. The tree must be what it looks like: no client component
 * inside (a form, a carousel, next/link), no async component and no StaticMarkup, since the HTML render draws it
 * (docs/decisions/0196-static-markup.md).
 */
export async function StaticMarkup({ children, html, ...attributes }: Props) {
  if (!(await forDocument())) {
    return (
      <StaticMarkupIsland {...attributes} html={html}>
        {children}
      </StaticMarkupIsland>
    )
  }
  const id = keepMarkup(html === undefined ? { tree: children } : { html })
  return <StaticMarkupIsland {...attributes} id={id} />
}
