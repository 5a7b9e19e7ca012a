'use client'

import type React from 'react'

import { Icon } from './icon'
import styles from './pagination.module.css'

type Props = {
  /** The page shown, from 1. */
  page: number
  /** Whether a page after this one exists (the list calls' `nextPageAvailable`). */
  hasNext: boolean
  /** Called with the chosen page. A click with a modifier key (new tab) is left to the browser. */
  onPageChange: (page: number) => void
  /** When given, enabled controls are links to these addresses, so pages can be opened, shared and crawled. */
  hrefFor?: (page: number) => string
  /** Disables every control, e.g. while a page loads. */
  busy?: boolean
  /** Names the navigation landmark. */
  label?: string
  className?: string
}

/**
 * Numbered pagination with previous and next (docs/product.md §4): the page count shown is the current page, plus
 * one when a next page exists; hidden on a single page; previous is disabled on page 1, next without a next
 * page, and the current page's button is disabled.
 */
export function Pagination({
  page,
  hasNext,
  onPageChange,
  hrefFor,
  busy = false,
  label = 'Pagination',
  className,
}: Props) {
  const count = page + (hasNext ? 1 : 0)
  if (count <= 1) return null

  const control = (
    target: number,
    enabled: boolean,
    content: React.ReactNode,
    props: { label: string; current?: boolean; kind?: string },
  ) => {
    const classes = [styles.control, props.kind ? styles[props.kind] : '', props.current ? styles.current : '']
      .filter(Boolean)
      .join(' ')
    if (!enabled || busy || !hrefFor) {
      return (
        <button
          type="button"
          className={classes}
          aria-label={props.label}
          aria-current={props.current ? 'page' : undefined}
          disabled={!enabled || busy}
          onClick={() => onPageChange(target)}
        >
          {content}
        </button>
      )
    }
    return (
      <a
        href={hrefFor(target)}
        className={classes}
        aria-label={props.label}
        onClick={(event) => {
          if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return
          event.preventDefault()
          onPageChange(target)
        }}
      >
        {content}
      </a>
    )
  }

  const pages = Array.from({ length: count }, (_, index) => index + 1)
  return (
    <nav aria-label={label} className={[styles.pagination, className].filter(Boolean).join(' ')}>
      <ul className={styles.list}>
        <li>
          {control(page - 1, page > 1, <Icon name="ChevronLeft" size={18} />, {
            label: 'Previous page',
            kind: 'arrow',
          })}
        </li>
        {pages.map((number) => (
          <li key={number}>
            {control(number, number !== page, number, { label: `Page ${number}`, current: number === page })}
          </li>
        ))}
        <li>
          {control(page + 1, hasNext, <Icon name="ChevronRight" size={18} />, {
            label: 'Next page',
            kind: 'arrow',
          })}
        </li>
      </ul>
    </nav>
  )
}
