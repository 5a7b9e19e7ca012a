'use client'

import { useCallback, useEffect, useRef, useState } from 'react'

import { API_PATHS } from '@/contract/api-paths'
import { TESTIMONIALS_PAGE_SIZE } from '@/sections/shared/list-requests'
import { Pagination } from '@/ui/pagination'

import { TESTIMONIAL_SKELETONS, TESTIMONIALS_PAGE } from './testimonial-copy'
import { TestimonialCard } from './testimonial-card'
import { TestimonialSkeleton } from './testimonial-skeleton'
import { type ApiTestimonial, fromApi, type TestimonialView } from './testimonial-view'
import { testimonialsHref } from './testimonials-href'
import styles from './testimonials-browser.module.css'

type Loaded = { page: number; items: TestimonialView[]; hasNext: boolean }

const pageFromUrl = () => {
  const page = Number(new URL(window.location.href).searchParams.get('page') ?? 1)
  return Number.isInteger(page) && page >= 1 ? page : 1
}

async function fetchPage(page: number): Promise<Loaded> {
  const response = await fetch(API_PATHS.testimonials, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ pageIndex: page, pageSize: TESTIMONIALS_PAGE_SIZE }),
  })
  if (!response.ok) throw new Error('Network response was not ok')
  const answer = (await response.json()) as { data?: { list?: ApiTestimonial[]; nextPageAvailable?: boolean } }
  if (!Array.isArray(answer.data?.list)) throw new Error('Unexpected data structure')
  return { page, items: answer.data.list.map(fromApi), hasNext: Boolean(answer.data.nextPageAvailable) }
}

/**
 * The testimonials grid with its pagination (site-spec §2, §4). The first page comes from the server; later
 * pages load through the §7 call with six placeholders, the address keeps the page (?page=2), and a page
 * change scrolls to the list. A failed load is logged and the placeholders stay (site-spec §8).
 */
export function TestimonialsBrowser({ initial }: { initial: Loaded }) {
  const [shown, setShown] = useState<Loaded>(initial)
  const [loading, setLoading] = useState<number | null>(null)
  const list = useRef<HTMLElement>(null)
  const request = useRef(0)

  const load = useCallback(async (page: number) => {
    const ticket = ++request.current
    setLoading(page)
    try {
      const loaded = await fetchPage(page)
      if (ticket !== request.current) return
      setShown(loaded)
      setLoading(null)
    } catch (error) {
      console.error(error instanceof Error ? error.message : error)
    }
  }, [])

  const changePage = (page: number) => {
    window.history.pushState(null, '', testimonialsHref(page))
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches
    list.current?.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'start' })
    void load(page)
  }

  useEffect(() => {
    const onPopState = () => void load(pageFromUrl())
    window.addEventListener('popstate', onPopState)
    return () => window.removeEventListener('popstate', onPopState)
  }, [load])

  return (
    <section ref={list} aria-label={TESTIMONIALS_PAGE.listLabel} className={styles.browser}>
      {loading !== null ? (
        <ul className={styles.grid} aria-busy="true">
          {Array.from({ length: TESTIMONIAL_SKELETONS }, (_, index) => (
            <TestimonialSkeleton key={index} />
          ))}
        </ul>
      ) : shown.items.length ? (
        <ul className={styles.grid}>
          {shown.items.map((testimonial, index) => (
            <li key={testimonial.id}>
              <TestimonialCard testimonial={testimonial} preload={index === 0 && shown.page === initial.page} />
            </li>
          ))}
        </ul>
      ) : (
        <p className={styles.empty}>{TESTIMONIALS_PAGE.empty}</p>
      )}
      <Pagination
        page={shown.page}
        hasNext={shown.hasNext}
        onPageChange={changePage}
        hrefFor={testimonialsHref}
        busy={loading !== null}
        label={TESTIMONIALS_PAGE.paginationLabel}
        className={styles.pagination}
      />
    </section>
  )
}
