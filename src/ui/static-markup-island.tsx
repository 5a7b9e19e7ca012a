'use client'

import type React from 'react'

import { takeMarkup } from './static-markup-store'

export type StaticMarkupTag =
  | 'div'
  | 'section'
  | 'aside'
  | 'article'
  | 'figure'
  | 'span'
  | 'nav'
  | 'header'
  | 'footer'
  | 'ul'
  | 'ol'
  | 'li'
  | 'script'

export type StaticMarkupIslandProps = {
  /** Set on a page's own load: the markup is in the HTML, and nowhere else. */
  id?: string
  /** Set when the router fetched the page (a navigation): the tree comes in the payload as usual. */
  children?: React.ReactNode
  /** Set with `children` when the content is HTML (a navigation to a page whose island is HTML). */
  html?: string
  as?: StaticMarkupTag
  /** A script island's type (structured data: `application/ld+json`). */
  type?: string
} & Omit<React.HTMLAttributes<HTMLElement>, 'children' | 'dangerouslySetInnerHTML'>

const ID_ATTRIBUTE = 'data-static-markup'

/** In the browser: each island's markup as the page's HTML brought it, for when the router shows the page again. */
const seen = new Map<string, string>()

function markupInPage(id: string): string {
  let html = seen.get(id)
  if (html === undefined) {
    const island = document.querySelector(`[${ID_ATTRIBUTE}="${CSS.escape(id)}"]`)
    if (!island) console.error(`static markup ${id} is not in the page: its payload was not rendered for this HTML`)
    html = island?.innerHTML ?? ''
    seen.set(id, html)
  }
  return html
}

/**
 * The client half of StaticMarkup. On the server it renders the kept markup into the HTML; in the browser it hands
 * React that same markup as `dangerouslySetInnerHTML`, which React leaves as the server wrote it when it hydrates,
 * so the tree is neither in the page's payload nor hydrated.
 */
export function StaticMarkupIsland({ id, children, html, as = 'div', ...attributes }: StaticMarkupIslandProps) {
  // Loosely typed: a script island's `type` is not an <ol>'s.
  const Tag = as as React.ElementType
  if (id === undefined) {
    return html === undefined ? (
      <Tag {...attributes}>{children}</Tag>
    ) : (
      <Tag {...attributes} dangerouslySetInnerHTML={{ __html: html }} />
    )
  }
  const marked = { ...attributes, [ID_ATTRIBUTE]: id }
  if (typeof window === 'undefined') {
    const markup = takeMarkup(id)
    return 'html' in markup ? (
      <Tag {...marked} dangerouslySetInnerHTML={{ __html: markup.html }} />
    ) : (
      <Tag {...marked}>{markup.tree}</Tag>
    )
  }
  return <Tag {...marked} dangerouslySetInnerHTML={{ __html: markupInPage(id) }} suppressHydrationWarning />
}
