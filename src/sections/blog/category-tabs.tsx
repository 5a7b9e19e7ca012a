'use client'

import { forwardRef } from 'react'

import { listHref } from '../listing/list-query'
import { ALL_CATEGORIES, BLOG_STRINGS, BLOGS_PATH } from './blog-strings'
import styles from './category-tabs.module.css'

type Category = { id: number; name: string }

/**
 * 'View all' then one tab per category (docs/product.md §2). The selected tab is a disabled button; the others
 * are links to their first page, so each category has its own address.
 */
export const CategoryTabs = forwardRef<
  HTMLElement,
  { categories: Category[]; selected: number; busy: boolean; onSelect: (id: number) => void }
>(function CategoryTabs({ categories, selected, busy, onSelect }, ref) {
  const tabs = [{ id: ALL_CATEGORIES, name: BLOG_STRINGS.allCategories }, ...categories]
  return (
    <nav ref={ref} aria-label={BLOG_STRINGS.categoriesLabel} className={styles.strip}>
      <ul className={styles.list}>
        {tabs.map((tab) => (
          <li key={tab.id}>
            {tab.id === selected ? (
              <button type="button" className={`${styles.tab} ${styles.selected}`} disabled aria-current="true">
                {tab.name}
              </button>
            ) : (
              <a
                href={listHref(BLOGS_PATH, { page: 1, category: tab.id })}
                className={styles.tab}
                aria-disabled={busy || undefined}
                onClick={(event) => {
                  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return
                  event.preventDefault()
                  onSelect(tab.id)
                }}
              >
                {tab.name}
              </a>
            )}
          </li>
        ))}
      </ul>
    </nav>
  )
})
