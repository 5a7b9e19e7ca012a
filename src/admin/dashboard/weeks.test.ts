import { describe, expect, it } from 'vitest'

import { lastWeeks, weekLabel, weeksAhead } from './weeks'

const KOLKATA = 'Asia/Kolkata'
const labels = (weeks: number[], timeZone = KOLKATA) => weeks.map((week) => weekLabel(week, timeZone))
// Friday 27 November 2026, 10:00 in Noida.
const NOW = Date.parse('2026-11-27T04:30:00Z')

describe('the weeks of the dashboard', () => {
  it('ends the weeks behind with this one, each from Monday in the staff’s zone', () => {
    expect(labels(lastWeeks(NOW, 3, KOLKATA))).toEqual(['2026-11-09', '2026-11-16', '2026-11-23'])
  })

  it('adds the weeks ahead up to the one of the latest meeting, and no more than asked', () => {
    // Monday 14 December 00:10 in Noida is still Sunday 13 December in UTC.
    const latest = Date.parse('2026-12-13T18:40:00Z')
    expect(labels(weeksAhead(NOW, latest, KOLKATA, 8))).toEqual(['2026-11-30', '2026-12-07', '2026-12-14'])
    expect(labels(weeksAhead(NOW, latest, 'UTC', 8), 'UTC')).toEqual(['2026-11-30', '2026-12-07'])
    expect(labels(weeksAhead(NOW, latest, KOLKATA, 2))).toEqual(['2026-11-30', '2026-12-07'])
  })

  it('adds none when nothing lies beyond this week', () => {
    expect(weeksAhead(NOW, Date.parse('2026-11-29T12:00:00Z'), KOLKATA, 8)).toEqual([])
    expect(weeksAhead(NOW, Date.parse('2026-10-01T12:00:00Z'), KOLKATA, 8)).toEqual([])
  })

  it('keeps calendar weeks across a clock change', () => {
    // London leaves summer time on Sunday 25 October 2026.
    const friday = Date.parse('2026-10-16T12:00:00Z')
    expect(labels(weeksAhead(friday, Date.parse('2026-11-03T12:00:00Z'), 'Europe/London', 8), 'Europe/London')).toEqual(
      ['2026-10-19', '2026-10-26', '2026-11-02'],
    )
  })
})
