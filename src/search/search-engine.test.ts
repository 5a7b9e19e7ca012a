import { describe, expect, it } from 'vitest'

import { buildIndex, PARTIAL_SHOWN, RESULTS_PER_PAGE, runSearch } from './search-engine'
import type { SearchDocument } from './search-types'

// Only results holding every word of the query are shown; when none holds them all, the closest partial matches are
// offered and the search counts as having found nothing (its total is 0).

const doc = (id: number, title: string, body = ''): SearchDocument => ({
  id: String(id),
  type: 'blog',
  title,
  headings: '',
  body,
  url: `/blogs/${id}`,
  date: null,
})

const titles = (page: ReturnType<typeof runSearch>) => page.results.map((result) => result.title)

describe('search engine', () => {
  const index = buildIndex([
    doc(1, 'Taking a gap year', 'A year of work before university.'),
    doc(2, 'Gap year in Nepal', 'Trekking and teaching in Nepal for a year.'),
    doc(3, 'Trekking in Nepal', 'The Himalaya in spring.'),
    doc(4, 'Year abroad in Spain', 'Two semesters in Madrid.'),
    doc(5, 'Mind the gap', 'Closing the attainment gap.'),
  ])

  it('shows only the results holding every word, best first, and counts them', () => {
    const page = runSearch(index, 'gap year nepal')
    expect(page).toMatchObject({ exact: true, total: 1, nextPageAvailable: false })
    expect(titles(page)).toEqual(['Gap year in Nepal'])
    const pair = runSearch(index, 'Gap years')
    expect(pair).toMatchObject({ exact: true, total: 2 })
    expect(titles(pair).sort()).toEqual(['Gap year in Nepal', 'Taking a gap year'])
  })

  it('offers the closest partial matches when none holds every word, those holding the most words first', () => {
    const page = runSearch(index, 'gap year bhutan')
    expect(page).toMatchObject({ exact: false, total: 0, nextPageAvailable: false })
    expect(titles(page).slice(0, 2).sort()).toEqual(['Gap year in Nepal', 'Taking a gap year'])
    expect(titles(page).slice(2).sort()).toEqual(['Mind the gap', 'Year abroad in Spain'])
    expect(runSearch(index, 'gap year bhutan', 2)).toMatchObject({ results: [], exact: false, total: 0 })
  })

  it('offers at most a handful of partial matches, and none when no word is found', () => {
    const many = buildIndex(Array.from({ length: 12 }, (_, n) => doc(n, `Visa guide ${n}`)))
    expect(runSearch(many, 'visa bhutan').results).toHaveLength(PARTIAL_SHOWN)
    expect(runSearch(many, 'visa').results).toHaveLength(RESULTS_PER_PAGE)
    expect(runSearch(many, 'visa')).toMatchObject({ exact: true, total: 12, nextPageAvailable: true })
    expect(runSearch(index, 'qqxyzzy')).toMatchObject({ results: [], total: 0, exact: false })
  })
})
