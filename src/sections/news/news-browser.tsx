'use client'

import { useSearchParams } from 'next/navigation'
import { useRef } from 'react'

import { API_PATHS } from '@/contract/api-paths'
import { Pagination } from '@/ui/pagination'

import type { NewsListItem } from '../listing/card-items'
import { ContentCard } from '../listing/content-card'
import { ContentCardSkeleton } from '../listing/content-card-skeleton'
import grid from '../listing/list-grid.module.css'
import { rememberInsideMove } from '../listing/back-memory'
import { listHref, parsePage } from '../listing/list-query'
import { useListPageTitle } from '../listing/use-list-page-title'
import { pushListAddress, usePagedList } from '../listing/use-paged-list'
import { NEWS_PAGE_SIZE, NEWS_PATH, NEWS_SKELETON_COUNT, NEWS_STRINGS, newsPath } from './news-strings'

/** The grid of one page of news and its pagination; later pages load in the browser. */
export function NewsBrowser({ initial }: { initial: { page: number; items: NewsListItem[]; hasNext: boolean } }) {
  const params = useSearchParams()
  const page = parsePage(params.get('page'))
  const list = useRef<HTMLDivElement>(null)
  useListPageTitle(NEWS_STRINGS.heading, page)

  const { loading, items, hasNext } = usePagedList<NewsListItem>({
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
      >
        {loading ? (
          <ul className={grid.grid} aria-hidden="true">
            {Array.from({ length: NEWS_SKELETON_COUNT }, (_, index) => (
              <ContentCardSkeleton key={index} />
            ))}
          </ul>
        ) : items.length ? (
          <ul className={grid.grid} onClickCapture={rememberInsideMove}>
            {items.map((item, index) => (
              <ContentCard
                key={item.id}
                href={newsPath(item.slug)}
                image={item.image}
                date={item.date}
                title={item.title}
                description={item.shortDescription}
                preload={index === 0}
              />
            ))}
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
