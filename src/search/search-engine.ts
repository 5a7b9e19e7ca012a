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

export type SearchPage = { results: SearchResult[]; total: number; nextPageAvailable: boolean }

/**
 * The results for a query, best first, a page of RESULTS_PER_PAGE at a time: every word must match, and when none
 * matches them all, any word may. Ties go to the title in alphabetical order, so the same content answers the same on
 * every database.
 */
export function runSearch(index: MiniSearch<SearchDocument>, query: string, page = 1): SearchPage {
  if (!queryTerms(query).length) return { results: [], total: 0, nextPageAvailable: false }
  let hits = index.search(query, { combineWith: 'AND' })
  if (!hits.length) hits = index.search(query, { combineWith: 'OR' })
  hits.sort((a, b) => b.score - a.score || String(a.title).localeCompare(String(b.title)))
  const start = (page - 1) * RESULTS_PER_PAGE
  const results = hits.slice(start, start + RESULTS_PER_PAGE).map((hit) => {
    const doc = hit as unknown as Stored & { terms: string[] }
    return {
      type: doc.type,
      title: doc.title,
      url: doc.url,
      excerpt: excerptAround(doc.body, doc.terms),
      date: doc.date,
      matched: doc.terms,
    }
  })
  return { results, total: hits.length, nextPageAvailable: start + RESULTS_PER_PAGE < hits.length }
}
