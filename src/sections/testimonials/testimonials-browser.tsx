'use client'

import { useSearchParams } from 'next/navigation'
import { useRef } from 'react'

import { API_PATHS } from '@/contract/api-paths'
import { TESTIMONIALS_PAGE_SIZE } from '@/sections/shared/list-requests'
import { Pagination } from '@/ui/pagination'

import { parsePage } from '../listing/list-query'
import { useListPageTitle } from '../listing/use-list-page-title'
import { pushListAddress, usePagedList } from '../listing/use-paged-list'
import { TESTIMONIAL_SKELETONS, TESTIMONIALS_PAGE } from './testimonial-copy'
import { TestimonialCard } from './testimonial-card'
import { TestimonialSkeleton } from './testimonial-skeleton'
import { type ApiTestimonial, fromApi, type TestimonialView } from './testimonial-view'
import { testimonialsHref } from './testimonials-href'
import styles from './testimonials-browser.module.css'

/**
 * The testimonials grid with its pagination (docs/product.md §2, §4). The first page comes from the server; later
 * pages load through the §7 call with six placeholders, the address keeps the page (?page=2), and a page
 * change scrolls to the list. A failed load is logged and the placeholders stay (docs/product.md §8); a page found
 * empty is loaded afresh from the server (docs/decisions/0096).
 */
export function TestimonialsBrowser({
  initial,
}: {
  initial: { page: number; items: TestimonialView[]; hasNext: boolean }
}) {
  const page = parsePage(useSearchParams().get('page'))
  const list = useRef<HTMLElement>(null)
  useListPageTitle(TESTIMONIALS_PAGE.title, page)

  const { loading, items, hasNext } = usePagedList<TestimonialView, ApiTestimonial>({
    key: String(page),
    path: API_PATHS.testimonials,
    body: { pageIndex: page, pageSize: TESTIMONIALS_PAGE_SIZE },
    initial: { key: String(initial.page), items: initial.items, hasNext: initial.hasNext },
    fromApi,
  })

  return (
    <section ref={list} aria-label={TESTIMONIALS_PAGE.listLabel} className={styles.browser}>
      {loading ? (
        <ul className={styles.grid} aria-busy="true">
          {Array.from({ length: TESTIMONIAL_SKELETONS }, (_, index) => (
            <TestimonialSkeleton key={index} />
          ))}
        </ul>
      ) : items.length ? (
        <ul className={styles.grid}>
          {items.map((testimonial, index) => (
            <li key={testimonial.id}>
              <TestimonialCard testimonial={testimonial} preload={index === 0 && page === initial.page} />
            </li>
          ))}
        </ul>
      ) : (
        <p className={styles.empty}>{TESTIMONIALS_PAGE.empty}</p>
      )}
      <Pagination
        page={page}
        hasNext={hasNext}
        onPageChange={(target) => pushListAddress(testimonialsHref(target), list.current)}
        hrefFor={testimonialsHref}
        busy={loading}
        label={TESTIMONIALS_PAGE.paginationLabel}
        className={styles.pagination}
      />
    </section>
  )
}
