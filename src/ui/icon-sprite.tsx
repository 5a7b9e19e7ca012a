'use client'

import { useEffect, useRef } from 'react'

import styles from './icon.module.css'
import { ICON_SHEET_ATTRIBUTE, symbolCount } from './icon-sheet'

const SYMBOLS = process.env.ICON_SYMBOLS ?? ''
const SYMBOL_COUNT = symbolCount(SYMBOLS)

/**
 * Every icon's symbol, once, at the start of the page: `Icon` and `BrandIcon` draw them with `<use href="#…">`
 * (docs/decisions/0156-icon-symbols-in-the-page.md). The symbols are written into this module at build time
 * (next.config.ts, from src/ui/icon-symbols.ts), so they are in the HTML and in one cached script, not in the page's
 * payload. A client component for that reason only: React leaves markup set by `dangerouslySetInnerHTML` as the
 * server wrote it when it hydrates. A kept page arrives with only the symbols it draws (icon-sheet.ts); the rest are
 * put back once the page is idle, before any menu or dialog could ask for one.
 */
export function IconSprite() {
  const sheet = useRef<SVGSVGElement>(null)
  useEffect(() => {
    const element = sheet.current
    if (!element || element.childElementCount >= SYMBOL_COUNT) return
    const fill = () => {
      element.innerHTML = SYMBOLS
    }
    if ('requestIdleCallback' in window) {
      const idle = window.requestIdleCallback(fill, { timeout: 2000 })
      return () => window.cancelIdleCallback(idle)
    }
    const timer = setTimeout(fill, 200)
    return () => clearTimeout(timer)
  }, [])
  return (
    <svg
      ref={sheet}
      className={styles.sprite}
      aria-hidden="true"
      {...{ [ICON_SHEET_ATTRIBUTE]: '' }}
      dangerouslySetInnerHTML={{ __html: SYMBOLS }}
    />
  )
}
