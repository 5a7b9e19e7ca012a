'use client'

import { type ReactNode, useEffect, useRef, useState } from 'react'

import styles from './clamped-message.module.css'
import { READ_MORE } from './testimonial-copy'

/**
 * A testimonial's message clamped to a few lines; 'Read More' appears only when the text overflows, expands
 * it and then disappears (docs/product.md §4). Focus moves to the message so keyboard users keep their place.
 */
export function ClampedMessage({ children }: { children: ReactNode }) {
  const message = useRef<HTMLQuoteElement>(null)
  const [expanded, setExpanded] = useState(false)
  const [overflows, setOverflows] = useState(false)

  // The observer reports each size once the browser has laid the message out (its first report comes with the next
  // frame), so hydration neither forces a layout nor renders again inside its commit to show the button.
  useEffect(() => {
    const element = message.current
    if (!element || expanded) return
    const observer = new ResizeObserver(() => setOverflows(element.scrollHeight > element.clientHeight + 1))
    observer.observe(element)
    return () => observer.disconnect()
  }, [expanded])

  return (
    <>
      <blockquote
        ref={message}
        className={[styles.message, expanded ? '' : styles.clamped].join(' ')}
        tabIndex={expanded ? -1 : undefined}
      >
        {children}
      </blockquote>
      {overflows && !expanded ? (
        <button
          type="button"
          className={styles.more}
          onClick={() => {
            setExpanded(true)
            requestAnimationFrame(() => message.current?.focus())
          }}
        >
          {READ_MORE}
        </button>
      ) : null}
    </>
  )
}
