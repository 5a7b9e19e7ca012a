import { describe, expect, it } from 'vitest'

import { formatDate, isoDay } from './format-date'

const INTL = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })
const DAY_MS = 24 * 60 * 60 * 1000

describe('formatDate', () => {
  it('writes every day of ten years as en-GB writes a long UTC date', () => {
    const start = Date.UTC(2020, 0, 1)
    const end = Date.UTC(2030, 0, 1)
    for (let time = start; time < end; time += DAY_MS) {
      // Late in the UTC day, where a local time zone east of UTC would already be on the next day.
      const iso = new Date(time + 23 * 60 * 60 * 1000).toISOString()
      expect(formatDate(iso)).toBe(INTL.format(new Date(iso)))
    }
  })

  it('reads a stored date as its UTC calendar day', () => {
    expect(formatDate('2026-11-18T00:00:00.000Z')).toBe('18 November 2026')
    expect(formatDate('2026-02-28T23:59:59.999Z')).toBe('28 February 2026')
  })

  it('writes an invalid date as empty text', () => {
    expect(formatDate('not a date')).toBe('')
  })
})

describe('isoDay', () => {
  it('is the UTC calendar day of a <time> element', () => {
    expect(isoDay('2026-11-18T23:30:00.000Z')).toBe('2026-11-18')
  })
})
