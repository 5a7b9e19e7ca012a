'use client'

import { useEffect, type CSSProperties } from 'react'

import { describeChunkError } from '@/shell/chunk-error'
import { ERROR_TITLE, errorDetail, type AppError } from '@/shell/error-screen-text'

// Styled inline, with no stylesheet import: Next preloads this file's stylesheets on every route, the admin's too,
// where the site's styles are never applied, and Chromium warned of the unused preload on every admin page.
const page: CSSProperties = {
  margin: 0,
  minHeight: '100vh',
  display: 'grid',
  placeItems: 'center',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif',
  color: '#17132e',
  background: '#f3f1fe',
}
const panel: CSSProperties = { maxWidth: '36rem', padding: '2rem 1.5rem', lineHeight: 1.5 }
const action: CSSProperties = {
  display: 'inline-block',
  marginRight: '0.75rem',
  padding: '0.75rem 1.25rem',
  border: '2px solid #553cdf',
  borderRadius: '0.5rem',
  font: 'inherit',
  fontWeight: 600,
  cursor: 'pointer',
  textDecoration: 'none',
}

/** An error in the site's root layout itself: the error screen of docs/product.md §8, without the shell. */
export default function GlobalError({ error, reset }: { error: AppError; reset: () => void }) {
  useEffect(() => {
    console.error(error)
  }, [error])
  return (
    <html lang="en-GB">
      <body style={page}>
        <main style={panel}>
          <h1>{ERROR_TITLE}</h1>
          <p>{errorDetail(error)}</p>
          <button
            type="button"
            style={{ ...action, background: '#553cdf', color: '#fff' }}
            onClick={() => (describeChunkError(error) ? window.location.reload() : reset())}
          >
            Try again
          </button>
          {/* A full page load, not the client router (which may be what failed), brings the site back. */}
          {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
          <a href="/" style={{ ...action, color: '#553cdf' }}>
            Go to the home page
          </a>
        </main>
      </body>
    </html>
  )
}
