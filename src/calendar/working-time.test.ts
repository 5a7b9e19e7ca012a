import { describe, expect, it } from 'vitest'

import {
  addWorkingMinutes,
  localDay,
  minutesOfDay,
  usualWorkingDayMinutes,
  workingMinutesBetween,
  type WorkingCalendar,
} from './working-time'

const weekdays = (opens: string, closes: string) =>
  (['mon', 'tue', 'wed', 'thu', 'fri'] as const).map((day) => ({ day, opens, closes }))

// The demo office: Noida (UTC+05:30, no clock changes), Monday to Friday 09:30–18:00, Saturday 10:00–14:00.
const noida: WorkingCalendar = {
  timeZone: 'Asia/Kolkata',
  hours: [...weekdays('09:30', '18:00'), { day: 'sat', opens: '10:00', closes: '14:00' }],
  holidays: ['2026-12-25'],
}

const at = (iso: string) => new Date(iso)

describe('addWorkingMinutes', () => {
  it('adds minutes inside the working day', () => {
    // Wednesday 11:00 in Noida is 05:30 UTC.
    expect(addWorkingMinutes(at('2026-11-25T05:30:00Z'), 60, noida)?.toISOString()).toBe('2026-11-25T06:30:00.000Z')
  })

  it('carries what is left at closing time to the next opening', () => {
    // Wednesday 17:30 local (12:00 UTC) + 60: 30 minutes today, 30 from Thursday 09:30 (04:00 UTC).
    expect(addWorkingMinutes(at('2026-11-25T12:00:00Z'), 60, noida)?.toISOString()).toBe('2026-11-26T04:30:00.000Z')
  })

  it('starts a lead that arrives at night at the next opening', () => {
    // Thursday 02:00 local (Wednesday 20:30 UTC).
    expect(addWorkingMinutes(at('2026-11-25T20:30:00Z'), 60, noida)?.toISOString()).toBe('2026-11-26T05:00:00.000Z')
  })

  it('counts the short Saturday and skips Sunday', () => {
    // Saturday 13:30 local (08:00 UTC) + 60: 30 on Saturday, then Monday 09:30 + 30 = 10:00 local (04:30 UTC).
    expect(addWorkingMinutes(at('2026-11-28T08:00:00Z'), 60, noida)?.toISOString()).toBe('2026-11-30T04:30:00.000Z')
  })

  it('skips a holiday', () => {
    // Thursday 24 December 17:30 local + 60: 30 that day, Christmas is closed, Saturday 26 from 10:00 local.
    expect(addWorkingMinutes(at('2026-12-24T12:00:00Z'), 60, noida)?.toISOString()).toBe('2026-12-26T05:00:00.000Z')
  })

  it('keeps local opening hours across a clock change', () => {
    // An office in London, 09:00–17:00 on weekdays. Friday 27 March 2026 16:30 GMT + 60 minutes: 30 on Friday, and
    // 30 from Monday 09:00, which is 08:00 UTC after the clocks went forward on Sunday 29 March.
    const london: WorkingCalendar = { timeZone: 'Europe/London', hours: weekdays('09:00', '17:00'), holidays: [] }
    expect(addWorkingMinutes(at('2026-03-27T16:30:00Z'), 60, london)?.toISOString()).toBe('2026-03-30T08:30:00.000Z')
    // And back in October: Friday 23 October 16:30 BST (15:30 UTC) + 60 → Monday 26 October 09:30 GMT.
    expect(addWorkingMinutes(at('2026-10-23T15:30:00Z'), 60, london)?.toISOString()).toBe('2026-10-26T09:30:00.000Z')
  })

  it('is null when the office has no working hours', () => {
    expect(addWorkingMinutes(at('2026-11-25T05:30:00Z'), 60, { ...noida, hours: [] })).toBeNull()
  })

  it('ignores hours that close before they open', () => {
    const odd: WorkingCalendar = { ...noida, hours: [{ day: 'wed', opens: '18:00', closes: '09:00' }] }
    expect(addWorkingMinutes(at('2026-11-25T05:30:00Z'), 60, odd)).toBeNull()
  })
})

describe('workingMinutesBetween', () => {
  it('counts only working time, over a night and a weekend', () => {
    // Friday 17:00 local → Monday 10:30 local: 60 on Friday, 240 on Saturday, 60 on Monday.
    expect(workingMinutesBetween(at('2026-11-27T11:30:00Z'), at('2026-11-30T05:00:00Z'), noida)).toBe(360)
  })

  it('is the inverse of addWorkingMinutes', () => {
    const start = at('2026-11-25T20:30:00Z')
    const due = addWorkingMinutes(start, 500, noida)!
    expect(workingMinutesBetween(start, due, noida)).toBe(500)
  })

  it('is zero when the end is not after the start', () => {
    expect(workingMinutesBetween(at('2026-11-25T06:00:00Z'), at('2026-11-25T05:00:00Z'), noida)).toBe(0)
  })
})

describe('the calendar helpers', () => {
  it('read times of day and local days', () => {
    expect(minutesOfDay('09:30')).toBe(570)
    expect(minutesOfDay('24:00')).toBeNull()
    expect(localDay(at('2026-11-25T20:30:00Z'), 'Asia/Kolkata')).toBe('2026-11-26')
  })
})

describe('the usual working day', () => {
  it('is the most common length of the working weekdays, a midday break left out', () => {
    const week = (['mon', 'tue', 'wed', 'thu', 'fri'] as const).flatMap((day) => [
      { day, opens: '09:30', closes: '13:00' },
      { day, opens: '14:00', closes: '18:00' },
    ])
    expect(usualWorkingDayMinutes({ hours: [...week, { day: 'sat', opens: '10:00', closes: '14:00' }] })).toBe(450)
  })

  it('is the longer one when lengths are as common, and nothing without hours', () => {
    const hours = [
      { day: 'mon', opens: '09:00', closes: '17:00' },
      { day: 'sat', opens: '10:00', closes: '14:00' },
    ] as const
    expect(usualWorkingDayMinutes({ hours })).toBe(480)
    expect(usualWorkingDayMinutes({ hours: [] })).toBe(0)
  })
})
