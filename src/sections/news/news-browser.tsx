'use client'

import { useSearchParams } from 'next/navigation'
import { type ReactNode, useRef } from 'react'

import { API_PATHS } from '@/contract/api-paths'
import { Pagination } from '@/ui/pagination'
import { PAGE_LINKS } from '@/ui/page-link'

import type { NewsListItem } from '../listing/card-items'
import { ContentCardSkeleton } from '../listing/content-card-skeleton'
import grid from '../listing/list-grid.module.css'
import { rememberInsideMove } from '../listing/back-memory'
import { listHref, parsePage } from '../listing/list-query'
import { useListPageTitle } from '../listing/use-list-page-title'
import { pushListAddress, usePagedList } from '../listing/use-paged-list'
import { NewsCards } from './news-cards'
import { NEWS_PAGE_SIZE, NEWS_PATH, NEWS_SKELETON_COUNT, NEWS_STRINGS } from './news-strings'

type Props = {
  /** The page the server rendered (from the address). */
  initial: { page: number; items: NewsListItem[]; hasNext: boolean }
  /** That page's cards as the server drew them (StaticMarkup), shown instead of `initial.items` until another page. */
  initialCards?: ReactNode
}

/** The grid of one page of news and its pagination; later pages load in the browser. */
export function NewsBrowser({ initial, initialCards }: Props) {
  const params = useSearchParams()
  const page = parsePage(params.get('page'))
  const list = useRef<HTMLDivElement>(null)
  useListPageTitle(NEWS_STRINGS.heading, page)

  const { loading, items, hasNext, fromServer } = usePagedList<NewsListItem>({
    key: String(page),
    path: API_PATHS.newsList,
    body: { pageIndex: page, pageSize: NEWS_PAGE_SIZE },
    initial: { key: String(initial.page), items: initial.items, hasNext: initial.hasNext },
  })

  return (
    <>
      <div
        ref={list}
        className={grid.list}
        aria-busy={loading}
        aria-live="polite"
        aria-label={NEWS_STRINGS.listLabel}
        role="region"
        {...PAGE_LINKS}
        onClickCapture={rememberInsideMove}
      >
        {loading ? (
          <ul className={grid.grid} aria-hidden="true">
            {Array.from({ length: NEWS_SKELETON_COUNT }, (_, index) => (
              <ContentCardSkeleton key={index} />
            ))}
          </ul>
        ) : initialCards && fromServer ? (
          initialCards
        ) : items.length ? (
          <ul className={grid.grid}>
            <NewsCards items={items} />
          </ul>
        ) : (
          <p className={grid.empty}>{NEWS_STRINGS.empty}</p>
        )}
      </div>
      <Pagination
        label={NEWS_STRINGS.paginationLabel}
        page={page}
        hasNext={hasNext}
        busy={loading}
        hrefFor={(target) => listHref(NEWS_PATH, { page: target })}
        onPageChange={(target) => pushListAddress(listHref(NEWS_PATH, { page: target }), list.current)}
      />
    </>
  )
}
