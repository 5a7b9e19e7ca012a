import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { searchQueryReport } from '@/admin/dashboard/search-query-report'
import { siteSettings } from '@/seed/content/site-settings'
import { richText } from '@/seed/rich-text'
import { siteSettingsData } from '@/seed/run-seed'
import { addSitePages } from '@/seed/site-pages'

import { newCategory, newImage } from '../../tests/support/content-fixtures'
import { migratedPayload } from '../../tests/support/payload'
import { highlightParts } from './highlight'
import { buildIndex, PARTIAL_SHOWN, runSearch } from './search-engine'
import { searchDocuments } from './search-documents'
import { countSearch } from './search-queries.server'

// The search finds what visitors may read, ranked the same on both databases: the published blogs, news, pages,
// FAQ answers and team, never a draft.

describe('site search', () => {
  let payload: Payload
  const search = async (query: string, page = 1) => runSearch(buildIndex(await searchDocuments(payload)), query, page)
  const titles = async (query: string) => (await search(query)).results.map((result) => result.title)

  beforeAll(async () => {
    payload = await migratedPayload()
    await payload.updateGlobal({ slug: 'site-settings', data: siteSettingsData(siteSettings) })
    await addSitePages(payload)
    const category = await newCategory(payload, 'Funding')
    const image = await newImage(payload, 'search.png')
    const blog = (title: string, text: string, status: 'published' | 'draft' = 'published') =>
      payload.create({
        collection: 'blogs',
        data: {
          title,
          date: '2026-10-01',
          category,
          image,
          description: 'A guide.',
          body: richText([
            { type: 'h2', text: 'What to know' },
            { type: 'p', text },
          ]),
          _status: status,
        },
        draft: status === 'draft',
      })
    await blog('Scholarships for Indian students in the UK', 'Chevening and Commonwealth awards, and their deadlines.')
    await blog('Preparing for IELTS in eight weeks', 'A plan for the reading, writing and speaking papers.')
    await blog('Living costs in Dublin', 'Rent, transport and food. Some students sit IELTS again before they go.')
    await blog('Secret scholarships draft', 'Not yet published.', 'draft')
    await blog('Taking a gap year before university', 'A year of work, volunteering or travel, and how to explain it.')
  })

  it('finds by prefix, forgives one typo, and ignores common words', async () => {
    expect(await titles('schol')).toContain('Scholarships for Indian students in the UK')
    expect(await titles('scholarshp')).toContain('Scholarships for Indian students in the UK')
    expect((await titles('schol')).slice(0, 3)).toContain('Scholarships, entrance tests and visas')
    expect((await search('the and of')).total).toBe(0)
  })

  it('never shows a draft', async () => {
    expect(await titles('secret')).toEqual([])
    expect(await titles('scholarships')).not.toContain('Secret scholarships draft')
  })

  it('ranks a title match above a passing mention, and says of each result what it is, where and when', async () => {
    const { results } = await search('ielts')
    const dublin = results.findIndex((result) => result.title === 'Living costs in Dublin')
    expect(results[0]).toMatchObject({
      type: 'blog',
      title: 'Preparing for IELTS in eight weeks',
      date: expect.any(String),
    })
    expect(results[0]!.url).toMatch(/^\/blogs\/preparing-for-ielts/)
    expect(dublin).toBeGreaterThan(0)
    const marked = highlightParts(results[dublin]!.excerpt, results[dublin]!.matched).filter((part) => part.marked)
    expect(marked.map((part) => part.text)).toEqual(['IELTS'])
  })

  it('finds the FAQ answers and the service pages, ten a page', async () => {
    const visa = await search('visa')
    expect(visa.results.map((result) => result.type)).toEqual(expect.arrayContaining(['faq', 'page']))
    expect(visa.results.find((result) => result.type === 'faq')?.url).toBe('/contact#faq')
    expect(visa.results.length).toBeLessThanOrEqual(10)
    if (visa.total > 10) {
      expect(visa.nextPageAvailable).toBe(true)
      expect((await search('visa', 2)).results.length).toBe(Math.min(10, visa.total - 10))
    }
  })

  it('shows only the results holding every word of “gap year nepal”, or says none does: the closest partial matches, counted as nothing found', async () => {
    const holds = (matched: string[], word: string) => matched.some((term) => term.startsWith(word))
    const pair = await search('gap year')
    expect(pair.exact).toBe(true)
    expect(pair.results[0]!.title).toBe('Taking a gap year before university')
    for (const result of pair.results) expect(holds(result.matched, 'gap') && holds(result.matched, 'year')).toBe(true)

    // No page, answer or guide of this content mentions Nepal.
    const query = 'gap year nepal'
    const found = await search(query)
    expect(found).toMatchObject({ exact: false, total: 0, nextPageAvailable: false })
    expect(found.results.length).toBeGreaterThan(0)
    expect(found.results.length).toBeLessThanOrEqual(PARTIAL_SHOWN)
    expect(found.results[0]!.title).toBe('Taking a gap year before university')
    for (const result of found.results) expect(holds(result.matched, 'nepal')).toBe(false)

    // The results page counts a search with what it found: the closest matches are not a find.
    const before = new Date(Date.now() - 60_000)
    await countSearch(payload, query, found.total)
    const { nothingFound } = await searchQueryReport(payload, before)
    expect(nothingFound).toContainEqual({ query, count: 1, found: 0 })
  })
})
