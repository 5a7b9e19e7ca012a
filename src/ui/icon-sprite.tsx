'use client'

import styles from './icon.module.css'

/**
 * Every icon's symbol, once, at the start of the page: `Icon` and `BrandIcon` draw them with `<use href="#…">`
 * (docs/decisions/0156-icon-symbols-in-the-page.md). The symbols are written into this module at build time
 * (next.config.ts, from src/ui/icon-symbols.ts), so they are in the HTML and in one cached script, not in the page's
 * payload. A client component for that reason only: React leaves markup set by `dangerouslySetInnerHTML` as the
 * server wrote it when it hydrates.
 */
export function IconSprite() {
  return (
    <svg
      className={styles.sprite}
      aria-hidden="true"
      dangerouslySetInnerHTML={{ __html: process.env.ICON_SYMBOLS ?? '' }}
    />
  )
}
