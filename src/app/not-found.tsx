'use client'

import Link from 'next/link'
import type { CSSProperties } from 'react'

import { NOT_FOUND_TEXT } from '@/shell/not-found-text'

const frame: CSSProperties = {
  margin: '4rem auto',
  maxWidth: '36rem',
  padding: '0 1.5rem',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif',
}

/**
 * The root segment's not-found element, which every page's payload carries: without this file Next puts its own
 * built-in page there, rendered in full; a client component is a reference of a few bytes (issue 65). Styled inline,
 * with no stylesheet import, for the reason global-error.tsx gives: Next preloads this file's stylesheets on every
 * route, the admin's too. No address reaches it in practice: the site's catch-all route answers every address the
 * other routes do not, with the site's own not-found page.
 */
export default function NotFound() {
  return (
    <main style={frame}>
      <h1>{NOT_FOUND_TEXT.title}</h1>
      <p>{NOT_FOUND_TEXT.lead}</p>
      <p>
        <Link href="/">{NOT_FOUND_TEXT.home}</Link>
      </p>
    </main>
  )
}
