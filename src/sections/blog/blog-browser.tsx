'use client'

import { useSearchParams } from 'next/navigation'
import { type ReactNode, useRef } from 'react'

import { API_PATHS } from '@/contract/api-paths'
import type { BlogListItem } from '../listing/card-items'
import { Pagination } from '@/ui/pagination'
import { PAGE_LINKS } from '@/ui/page-link'

import { ContentCardSkeleton } from '../listing/content-card-skeleton'
import grid from '../listing/list-grid.module.css'
import { rememberInsideMove } from '../listing/back-memory'
import { listHref, parseCategory, parsePage } from '../listing/list-query'
import { useListPageTitle } from '../listing/use-list-page-title'
import { pushListAddress, usePagedList } from '../listing/use-paged-list'
import { BlogCards } from './blog-cards'
import { BLOG_PAGE_SIZE, BLOG_SKELETON_COUNT, BLOG_STRINGS, BLOGS_PATH } from './blog-strings'
import { CategoryTabs } from './category-tabs'

type Props = {
  categories: { id: number; name: string }[]
  /** The page the server rendered (from the address). */
  initial: { category: number; page: number; items: BlogListItem[]; hasNext: boolean }
  /** That page's cards as the server drew them (StaticMarkup), shown instead of `initial.items` until another page. */
  initialCards?: ReactNode
}

/** The category strip, the grid of one page of blogs and its pagination; later pages load in the browser. */
export function BlogBrowser({ categories, initial, initialCards }: Props) {
  const params = useSearchParams()
  const category = parseCategory(params.get('category'))
  const page = parsePage(params.get('page'))
  const strip = useRef<HTMLElement>(null)
  useListPageTitle(BLOG_STRINGS.heading, page)

  const { loading, items, hasNext, fromServer } = usePagedList<BlogListItem>({
    key: `${category}:${page}`,
    path: API_PATHS.blogsByCategory,
    body: { categoryId: category, pageIndex: page, pageSize: BLOG_PAGE_SIZE },
    initial: { key: `${initial.category}:${initial.page}`, items: initial.items, hasNext: initial.hasNext },
  })

  const go = (nextCategory: number, nextPage: number) =>
    pushListAddress(listHref(BLOGS_PATH, { page: nextPage, category: nextCategory }), strip.current)

  return (
    <>
      <CategoryTabs
        ref={strip}
        categories={categories}
        selected={category}
        busy={loading}
        onSelect={(id) => go(id, 1)}
      />
      <div
        aria-busy={loading}
        aria-live="polite"
        aria-label={BLOG_STRINGS.listLabel}
        role="region"
        {...PAGE_LINKS}
        onClickCapture={rememberInsideMove}
      >
        {loading ? (
          <ul className={grid.grid} aria-hidden="true">
            {Array.from({ length: BLOG_SKELETON_COUNT }, (_, index) => (
              <ContentCardSkeleton key={index} eyebrow />
            ))}
          </ul>
        ) : initialCards && fromServer ? (
          initialCards
        ) : items.length ? (
          <ul className={grid.grid}>
            <BlogCards items={items} />
          </ul>
        ) : (
          <p className={grid.empty}>{BLOG_STRINGS.empty}</p>
        )}
      </div>
      <Pagination
        label={BLOG_STRINGS.paginationLabel}
        page={page}
        hasNext={hasNext}
        busy={loading}
        hrefFor={(target) => listHref(BLOGS_PATH, { page: target, category })}
        onPageChange={(target) => go(category, target)}
      />
    </>
  )
}
