import { formatDate, isoDay } from '@/sections/shared/format-date'
import { SEARCH_PATH } from '@/schema/search-text'
import { SEARCH_TYPE_LABELS, type SearchResult } from '@/search/search-types'
import { PageLink } from '@/ui/page-link'

import { Highlighted } from './highlighted'
import styles from './search.module.css'

const pageHref = (query: string, page: number) =>
  `${SEARCH_PATH}?q=${encodeURIComponent(query)}${page > 1 ? `&page=${page}` : ''}`

/**
 * A page of results, each with its type, title, excerpt and date, and links to the pages before and after; `note`, a
 * line under the summary (what the closest partial matches are).
 */
export function SearchResults({
  query,
  results,
  page,
  nextPageAvailable,
  summary,
  note,
}: {
  query: string
  results: SearchResult[]
  page: number
  nextPageAvailable: boolean
  summary: string
  note?: string
}) {
  return (
    <section aria-labelledby="search-summary" className={styles.results}>
      <h2 id="search-summary" className={styles.summary}>
        {summary}
      </h2>
      {note ? <p className={styles.note}>{note}</p> : null}
      <ol className={styles.list} start={(page - 1) * 10 + 1}>
        {results.map((result) => (
          <li key={result.url + result.title} className={styles.result}>
            <p className={styles.meta}>
              <span className={styles.type}>{SEARCH_TYPE_LABELS[result.type]}</span>
              {result.date ? <time dateTime={isoDay(result.date)}>{formatDate(result.date)}</time> : null}
            </p>
            <h3 className={styles.title}>
              <PageLink href={result.url}>
                <Highlighted text={result.title} terms={result.matched} />
              </PageLink>
            </h3>
            {result.excerpt ? (
              <p className={styles.excerpt}>
                <Highlighted text={result.excerpt} terms={result.matched} />
              </p>
            ) : null}
          </li>
        ))}
      </ol>
      {page > 1 || nextPageAvailable ? (
        <nav aria-label="Result pages" className={styles.pages}>
          {page > 1 ? (
            <PageLink href={pageHref(query, page - 1)} rel="prev">
              Previous results
            </PageLink>
          ) : (
            <span />
          )}
          <span>Page {page}</span>
          {nextPageAvailable ? (
            <PageLink href={pageHref(query, page + 1)} rel="next">
              More results
            </PageLink>
          ) : (
            <span />
          )}
        </nav>
      ) : null}
    </section>
  )
}
