import type { Metadata } from 'next'
import { after } from 'next/server'

import { trendingBlogs } from '@/content/blogs.server'
import { SearchBox } from '@/forms/search-box'
import { searchQuerySchema } from '@/schema/search-schema'
import { SEARCH_PATH, SEARCH_TEXT } from '@/schema/search-text'
import { searchSite } from '@/search/search-index.server'
import { payloadClient } from '@/payload/payload.server'
import { countSearch } from '@/search/search-queries.server'
import { SearchEmpty } from '@/sections/search/search-empty'
import { SearchResults } from '@/sections/search/search-results'
import styles from '@/sections/search/search.module.css'
import { ALL_ITEMS } from '@/sections/shared/list-requests'
import { pageMetadata } from '@/seo/page-metadata'
import { Container } from '@/ui/container'
import { StaticPageHeader } from '@/ui/static-page-header'

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

const POPULAR_SHOWN = 3

export const generateMetadata = async (): Promise<Metadata> => ({
  ...(await pageMetadata({ title: SEARCH_TEXT.title, description: SEARCH_TEXT.lead, path: SEARCH_PATH })),
  robots: { index: false },
})

/**
 * The results page (docs/decisions/0137): server-rendered from the query in the address, so results can be shared
 * and bookmarked and the form works without scripts. The first page of each search is counted, once it is sent. When no
 * result holds every word, the page says so and offers the closest partial matches.
 */
export default async function SearchPage({ searchParams }: Props) {
  const params = await searchParams
  const parsed = searchQuerySchema.safeParse({ q: params.q, page: params.page })
  const query = parsed.success ? parsed.data.q : ''
  const page = parsed.success ? parsed.data.page : 1
  const found = query ? await searchSite(query, page) : null
  // Counted after the page is sent: the visitor does not wait for the write. Closest partial matches count as nothing
  // found (their total is 0), so the dashboard shows what visitors looked for in vain (docs/decisions/0165).
  if (found && page === 1) after(async () => countSearch(await payloadClient(), query, found.total))
  const popular = found && !found.results.length ? (await trendingBlogs(ALL_ITEMS)).items.slice(0, POPULAR_SHOWN) : []
  return (
    <>
      <StaticPageHeader title={SEARCH_TEXT.title} lead={SEARCH_TEXT.lead} />
      <div className={styles.body}>
        <Container>
          <div className={styles.form}>
            <SearchBox defaultValue={query} />
          </div>
          {found?.results.length ? (
            <SearchResults
              query={query}
              results={found.results}
              page={page}
              nextPageAvailable={found.nextPageAvailable}
              summary={found.exact ? SEARCH_TEXT.resultsFor(query, found.total) : SEARCH_TEXT.nothingMatchesAll(query)}
              note={found.exact ? undefined : SEARCH_TEXT.closestMatches}
            />
          ) : null}
          {found && !found.results.length ? <SearchEmpty query={query} popular={popular} /> : null}
        </Container>
      </div>
    </>
  )
}
