'use client'

import { useEffect, useRef, useState } from 'react'

import styles from './icon.module.css'
import { ICON_SHEET_ATTRIBUTE, missingSymbols } from './icon-sheet'
import { whenIdle } from './when-idle'

const SYMBOL_COUNT = Number(process.env.ICON_SYMBOL_COUNT)
// The longest the rest of the symbols wait for an idle moment.
const FILL_TIMEOUT_MS = 2000

/**
 * The sheet's markup. On the server, every symbol, written into the server's bundle at build time (next.config.ts,
 * from src/ui/icon-symbols.ts). In the browser, the sheet as the page's HTML brought it: this module's script does
 * not carry the symbols, which load on their own once the page is idle (docs/decisions/0203).
 */
function sheetMarkup(): string {
  if (typeof window === 'undefined') return process.env.ICON_SYMBOLS ?? ''
  return document.querySelector(`[${ICON_SHEET_ATTRIBUTE}]`)?.innerHTML ?? ''
}

/**
 * Every icon's symbol, once, at the start of the page: `Icon` and `BrandIcon` draw them with `<use href="#…">`
 * (docs/decisions/0156-icon-symbols-in-the-page.md). A client component so that the symbols are in the HTML and not
 * in the page's payload: React leaves markup set by `dangerouslySetInnerHTML` as the server wrote it when it hydrates.
 * A kept page arrives with only the symbols it draws (icon-sheet.ts); the others are added once the page is idle,
 * before any menu or dialog could ask for one, leaving the symbols already drawn in place.
 */
export function IconSprite() {
  const sheet = useRef<SVGSVGElement>(null)
  const [markup] = useState(sheetMarkup)
  useEffect(() => {
    const element = sheet.current
    if (!element || element.childElementCount >= SYMBOL_COUNT) return
    let stopped = false
    const cancel = whenIdle(
      () =>
        void import('./every-icon-symbol').then(({ EVERY_ICON_SYMBOL }) => {
          if (stopped) return
          const missing = missingSymbols(EVERY_ICON_SYMBOL, new Set([...element.children].map(({ id }) => id)))
          if (missing) element.insertAdjacentHTML('beforeend', missing)
        }),
      FILL_TIMEOUT_MS,
    )
    return () => {
      stopped = true
      cancel()
    }
  }, [])
  return (
    <svg
      ref={sheet}
      className={styles.sprite}
      aria-hidden="true"
      {...{ [ICON_SHEET_ATTRIBUTE]: '' }}
      dangerouslySetInnerHTML={{ __html: markup }}
      suppressHydrationWarning
    />
  )
}
