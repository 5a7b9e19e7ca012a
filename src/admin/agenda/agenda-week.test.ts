import { describe, expect, it } from 'vitest'

import { agendaWeek, mondayOf, validDay } from './agenda-week'

// Friday 27 November 2026.
const TODAY = '2026-11-27'

describe('the agenda’s week', () => {
  it('is this week, Monday to Sunday, when no day is asked for', () => {
    expect(agendaWeek(undefined, TODAY)).toEqual({
      days: ['2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27', '2026-11-28', '2026-11-29'],
      previous: '2026-11-16',
      next: '2026-11-30',
      current: true,
    })
  })

  it('is the week holding the day asked for, forward or back, across a month and a year', () => {
    const ahead = agendaWeek('2026-12-31', TODAY)
    expect([ahead.days[0], ahead.days[6], ahead.previous, ahead.next, ahead.current]).toEqual([
      '2026-12-28',
      '2027-01-03',
      '2026-12-21',
      '2027-01-04',
      false,
    ])
    const back = agendaWeek('2026-11-22', TODAY)
    expect([back.days[0], back.next, back.current]).toEqual(['2026-11-16', '2026-11-23', false])
    // Moving on from a week's neighbour lands on the next week again, whatever the day asked for.
    expect(agendaWeek(agendaWeek('2026-11-25', TODAY).next, TODAY).days[0]).toBe('2026-11-30')
  })

  it('falls back to this week when the date is not a day', () => {
    for (const asked of ['2026-02-30', 'next week', '27/11/2026', '', ['2026-13-01']]) {
      expect(agendaWeek(asked, TODAY).days[0], String(asked)).toBe('2026-11-23')
    }
  })

  it('reads days as written, and finds their Monday', () => {
    expect([validDay(['2028-02-29']), validDay('2027-02-29'), validDay(' 2026-11-27 ')]).toEqual([
      '2028-02-29',
      null,
      '2026-11-27',
    ])
    expect([mondayOf('2026-11-23'), mondayOf('2026-11-29'), mondayOf('2027-01-01')]).toEqual([
      '2026-11-23',
      '2026-11-23',
      '2026-12-28',
    ])
  })
})
