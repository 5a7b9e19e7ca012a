import MiniSearch from 'minisearch'

import { excerptAround, normalizeWord as normalizeWordOnly, termOf } from './highlight'
import type { SearchDocument, SearchResult } from './search-types'
import { STOP_WORDS } from './stop-words'

// The search engine (docs/decisions/0137): a MiniSearch index of the findable documents and the rules that rank
// them. Pure: src/search/search-index.server.ts keeps one built from the database.

export const RESULTS_PER_PAGE = 10

const processTerm = (term: string) => (STOP_WORDS.has(normalizeWordOnly(term)) ? null : termOf(term))

export function buildIndex(documents: SearchDocument[]): MiniSearch<SearchDocument> {
  const index = new MiniSearch<SearchDocument>({
    fields: ['title', 'headings', 'body'],
    storeFields: ['type', 'title', 'body', 'url', 'date'],
    processTerm,
    searchOptions: {
      // A title outranks a heading, which outranks the text.
      boost: { title: 4, headings: 2 },
      // "schol" finds scholarships; one typo is forgiven in a word of five letters or more.
      prefix: (term) => term.length >= 3,
      fuzzy: (term) => (term.length >= 5 ? 1 : false),
      // A fuzzy or prefix match counts for less than the word itself.
      weights: { fuzzy: 0.3, prefix: 0.6 },
    },
  })
  index.addAll(documents)
  return index
}

/** The words a query searches for: what is left after normalising and dropping common words. */
export const queryTerms = (query: string) =>
  (MiniSearch.getDefault('tokenize') as (text: string) => string[])(query)
    .map((term) => processTerm(term))
    .filter((term): term is string => Boolean(term))

type Stored = Pick<SearchDocument, 'type' | 'title' | 'body' | 'url' | 'date'>
type Hit = Stored & { score: number; terms: string[]; queryTerms: string[] }

/** How many of the closest partial matches are offered when nothing holds every word. */
export const PARTIAL_SHOWN = 5

/**
 * A page of results. `exact`: every result holds every word of the query (as a prefix from three letters, or with a
 * typo forgiven), best first, and `total` counts them all. When no document holds them all, `exact` is false, `total`
 * is 0 (the search found nothing) and the first page offers the PARTIAL_SHOWN closest partial matches instead.
 */
export type SearchPage = { results: SearchResult[]; total: number; nextPageAvailable: boolean; exact: boolean }

const NOTHING: SearchPage = { results: [], total: 0, nextPageAvailable: false, exact: true }

// Ties go to the title in alphabetical order, so the same content answers the same on every database.
const byScore = (a: Hit, b: Hit) => b.score - a.score || String(a.title).localeCompare(String(b.title))
// A partial match holding more of the query's words comes first, whatever its score.
const byWordsHeld = (a: Hit, b: Hit) => b.queryTerms.length - a.queryTerms.length || byScore(a, b)

const toResult = (hit: Hit): SearchResult => ({
  type: hit.type,
  title: hit.title,
  url: hit.url,
  excerpt: excerptAround(hit.body, hit.terms),
  date: hit.date,
  matched: hit.terms,
})

/** The results for a query, best first, a page of RESULTS_PER_PAGE at a time (see SearchPage). */
export function runSearch(index: MiniSearch<SearchDocument>, query: string, page = 1): SearchPage {
  if (!queryTerms(query).length) return NOTHING
  const hits = index.search(query, { combineWith: 'AND' }) as unknown as Hit[]
  if (!hits.length) {
    if (page > 1) return { ...NOTHING, exact: false }
    const closest = (index.search(query, { combineWith: 'OR' }) as unknown as Hit[]).sort(byWordsHeld)
    return { results: closest.slice(0, PARTIAL_SHOWN).map(toResult), total: 0, nextPageAvailable: false, exact: false }
  }
  hits.sort(byScore)
  const start = (page - 1) * RESULTS_PER_PAGE
  return {
    results: hits.slice(start, start + RESULTS_PER_PAGE).map(toResult),
    total: hits.length,
    nextPageAvailable: start + RESULTS_PER_PAGE < hits.length,
    exact: true,
  }
}
