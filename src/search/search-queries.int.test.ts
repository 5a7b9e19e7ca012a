import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { searchQueryReport } from '@/admin/dashboard/search-query-report'

import { migratedPayload } from '../../tests/support/payload'
import { countSearch } from './search-queries.server'

// What visitors search for is counted per query and day, with nothing about the visitor, and the dashboard's report
// adds the days up: the top searches, and those that found nothing.

describe('counting searches', () => {
  let payload: Payload
  beforeAll(async () => {
    payload = await migratedPayload()
  })

  it('counts each query once per search, in one form, and reports the last 30 days', async () => {
    const today = new Date()
    const yesterday = new Date(today.getTime() - 24 * 60 * 60 * 1000)
    const longAgo = new Date(today.getTime() - 40 * 24 * 60 * 60 * 1000)
    await countSearch(payload, 'Scholarships', 12, yesterday)
    await countSearch(payload, '  scholarships ', 12, today)
    await countSearch(payload, 'SCHOLARSHIPS', 12, today)
    await countSearch(payload, 'education loan', 3, today)
    await countSearch(payload, 'nursing in canada', 0, today)
    await countSearch(payload, 'nursing in canada', 0, today)
    await countSearch(payload, 'old query', 0, longAgo)
    await Promise.all([1, 2, 3].map(() => countSearch(payload, 'ielts', 4, today)))

    const rows = await payload.find({ collection: 'search-queries', where: { query: { equals: 'scholarships' } } })
    expect(rows.docs.map((row) => row.count).sort()).toEqual([1, 2])
    const stored = await payload.find({ collection: 'search-queries', pagination: false })
    expect(Object.keys(stored.docs[0]!).filter((key) => /ip|agent|user|cookie|session/i.test(key))).toEqual([])

    const report = await searchQueryReport(payload, new Date(today.getTime() - 30 * 24 * 60 * 60 * 1000))
    expect(report.top).toEqual([
      { query: 'ielts', count: 3, found: 4 },
      { query: 'scholarships', count: 3, found: 12 },
      { query: 'education loan', count: 1, found: 3 },
    ])
    expect(report.nothingFound).toEqual([{ query: 'nursing in canada', count: 2, found: 0 }])
  })
})
