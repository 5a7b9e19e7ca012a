'use client'

import { useState } from 'react'

import { Icon } from '@/ui/icon'
import { useHydrated } from '@/ui/use-hydrated'

import styles from './brand-banner.module.css'

/**
 * The brand line and the scrolling ticker of docs/product.md §1. The ticker can be paused, and stands still
 * for visitors who prefer reduced motion (its items then wrap).
 */
export function BrandBanner({ tagline, items }: { tagline: string; items: string[] }) {
  const [paused, setPaused] = useState(false)
  const hydrated = useHydrated()
  return (
    <aside className={styles.banner} aria-label="Highlights">
      <p className={styles.tagline}>{tagline}</p>
      {items.length ? (
        <div className={styles.ticker} data-paused={paused || undefined}>
          <div className={styles.viewport}>
            <ul className={styles.track} aria-label="What we help with">
              {items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
            {/* The copy that closes the loop moves only with scripts (standing still without them), so it is
                drawn once they run, not written into every page's HTML (issue 65). */}
            {hydrated ? (
              <ul className={styles.track} aria-hidden="true">
                {items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            ) : null}
          </div>
          <button
            type="button"
            className={styles.pause}
            onClick={() => setPaused((value) => !value)}
            aria-pressed={paused}
          >
            {paused ? <Icon name="Play" size={14} /> : <Icon name="Pause" size={14} />}
            <span className="sr-only">{paused ? 'Play the ticker' : 'Pause the ticker'}</span>
          </button>
        </div>
      ) : null}
    </aside>
  )
}
