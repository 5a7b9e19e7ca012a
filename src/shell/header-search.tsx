'use client'

import { SearchBox } from '@/forms/search-box'
import { SEARCH_TEXT } from '@/schema/search-text'
import { Icon } from '@/ui/icon'
import { useHydrated } from '@/ui/use-hydrated'

import styles from './header-search.module.css'
import { SearchPageLink } from './search-page-link'

const ICON_SIZE = 14

/**
 * The header's Search on wide screens: a disclosure that shows the search field; opened, the field takes the focus,
 * and Escape on an empty field closes it again. Until scripts run it is a link to the search page, whose form does
 * the same without them (decision 0211).
 */
export function HeaderSearch() {
  const hydrated = useHydrated()
  if (!hydrated) return <SearchPageLink className={`${styles.search} ${styles.summary}`} iconSize={ICON_SIZE} />
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
      <summary className={styles.summary}>
        <Icon name="Search" size={ICON_SIZE} />
        {SEARCH_TEXT.open}
      </summary>
      <div className={styles.panel}>
        <SearchBox />
      </div>
    </details>
  )
}
