'use client'

import { SearchBox } from '@/forms/search-box'
import { SEARCH_PATH, SEARCH_TEXT } from '@/schema/search-text'
import { Icon } from '@/ui/icon'
import { useHydrated } from '@/ui/use-hydrated'

import styles from './header-search.module.css'

/**
 * The header's Search on wide screens: a disclosure that shows the search field; opened, the field takes the focus,
 * and Escape on an empty field closes it again. Until scripts run it is a link to the search page, whose form does
 * the same without them: the page's HTML then carries one search form, the menu's (issue 65).
 */
export function HeaderSearch() {
  const hydrated = useHydrated()
  const label = (
    <>
      <Icon name="Search" size={14} />
      {SEARCH_TEXT.open}
    </>
  )
  if (!hydrated) {
    return (
      <a className={`${styles.search} ${styles.summary}`} href={SEARCH_PATH}>
        {label}
      </a>
    )
  }
  return (
    <details
      className={styles.search}
      onToggle={(event) => {
        if (event.currentTarget.open) event.currentTarget.querySelector('input')?.focus()
      }}
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || event.defaultPrevented || !event.currentTarget.open) return
        event.currentTarget.open = false
        event.currentTarget.querySelector('summary')?.focus()
      }}
    >
      <summary className={styles.summary}>{label}</summary>
      <div className={styles.panel}>
        <SearchBox />
      </div>
    </details>
  )
}
