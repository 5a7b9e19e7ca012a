import { describe, expect, it } from 'vitest'

import { toQuery } from './csv-export-link'
import { summarise, weekStart } from './lead-dashboard'

describe('the lead dashboard', () => {
  it('counts leads per week (Monday to Sunday, the last eight) and per source', () => {
    const now = Date.UTC(2026, 10, 22, 12) // a Sunday
    expect(new Date(weekStart(now)).toISOString()).toBe('2026-11-16T00:00:00.000Z')
    const { perWeek, perSource } = summarise(
      [
        { createdAt: '2026-11-16T00:00:00.000Z', source: 'popup' },
        { createdAt: '2026-11-22T23:59:00.000Z', source: 'consultation' },
        { createdAt: '2026-11-15T23:59:00.000Z', source: 'popup' },
        { createdAt: '2026-09-01T10:00:00.000Z', source: 'contact' },
      ],
      now,
    )
    expect(perWeek).toHaveLength(8)
    expect(perWeek.at(-1)).toEqual([Date.UTC(2026, 10, 16), 2])
    expect(perWeek.at(-2)).toEqual([Date.UTC(2026, 10, 9), 1])
    expect(perSource).toEqual([
      ['popup', 2],
      ['consultation', 1],
      ['contact', 1],
    ])
  })

  it('turns the list view’s filter back into the REST query of the CSV export', () => {
    expect(toQuery('where', { and: [{ status: { equals: 'new' } }] })).toEqual([
      'where%5Band%5D%5B0%5D%5Bstatus%5D%5Bequals%5D=new',
    ])
  })
})
