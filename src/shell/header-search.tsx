'use client'

import { SearchBox } from '@/forms/search-box'
import { SEARCH_TEXT } from '@/schema/search-text'
import { Icon } from '@/ui/icon'

import styles from './header-search.module.css'

/**
 * The header's Search button (a disclosure, so it opens without scripts too) and the search field it shows; opened,
 * the field takes the focus, and Escape on an empty field closes it again.
 */
export function HeaderSearch() {
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
        <Icon name="Search" size={14} />
        {SEARCH_TEXT.open}
      </summary>
      <div className={styles.panel}>
        <SearchBox />
      </div>
    </details>
  )
}
