import { describe, expect, it } from 'vitest'

import { toQuery } from './csv-export-link'
import { summarise, weekLabel, weekStart } from './lead-dashboard'

describe('the lead dashboard', () => {
  it('counts leads per week (Monday to Sunday, the last eight) and per source', () => {
    const now = Date.UTC(2026, 10, 22, 12) // a Sunday
    expect(new Date(weekStart(now, 'UTC')).toISOString()).toBe('2026-11-16T00:00:00.000Z')
    const { perWeek, perSource } = summarise(
      [
        { createdAt: '2026-11-16T00:00:00.000Z', source: 'popup' },
        { createdAt: '2026-11-22T23:59:00.000Z', source: 'consultation' },
        { createdAt: '2026-11-15T23:59:00.000Z', source: 'popup' },
        { createdAt: '2026-09-01T10:00:00.000Z', source: 'contact' },
      ],
      'UTC',
      now,
    )
    expect(perWeek).toHaveLength(8)
    expect(perWeek.at(-1)).toEqual([Date.UTC(2026, 10, 16), 2])
    expect(perWeek.at(-2)).toEqual([Date.UTC(2026, 10, 9), 1])
    expect(perWeek[0]).toEqual([Date.UTC(2026, 8, 28), 0])
    expect(perSource).toEqual([
      ['popup', 2],
      ['consultation', 1],
      ['contact', 1],
    ])
  })

  it('starts the week at Monday midnight in the staff’s time zone, not in UTC', () => {
    // Monday 16 Nov 2026, 02:00 in India is still Sunday 20:30 in UTC: it belongs to the week of the 16th.
    const earlyMonday = '2026-11-15T20:30:00.000Z'
    const { perWeek } = summarise([{ createdAt: earlyMonday, source: 'popup' }], 'Asia/Kolkata', Date.UTC(2026, 10, 18))
    expect(perWeek.at(-1)).toEqual([Date.UTC(2026, 10, 15, 18, 30), 1])
    expect(weekLabel(perWeek.at(-1)![0], 'Asia/Kolkata')).toBe('2026-11-16')
    expect(perWeek.at(-2)![1]).toBe(0)
  })

  it('keeps calendar weeks across a clock change', () => {
    // London leaves summer time on 25 Oct 2026: every week still starts at Monday 00:00 local time.
    const { perWeek } = summarise([], 'Europe/London', Date.UTC(2026, 10, 4))
    expect(perWeek.map(([week]) => weekLabel(week, 'Europe/London'))).toEqual([
      '2026-09-14',
      '2026-09-21',
      '2026-09-28',
      '2026-10-05',
      '2026-10-12',
      '2026-10-19',
      '2026-10-26',
      '2026-11-02',
    ])
    expect(perWeek.at(-2)![0]).toBe(Date.UTC(2026, 9, 26))
    expect(perWeek.at(-3)![0]).toBe(Date.UTC(2026, 9, 18, 23))
  })

  it('turns the list view’s filter back into the REST query of the CSV export', () => {
    expect(toQuery('where', { and: [{ status: { equals: 'new' } }] })).toEqual([
      'where%5Band%5D%5B0%5D%5Bstatus%5D%5Bequals%5D=new',
    ])
  })
})
