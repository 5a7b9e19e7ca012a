import { describe, expect, it } from 'vitest'

import type { OpeningHours } from '@/calendar/working-time'

import { freeSlots, type BookedTime, type CounsellorAvailability, type MeetingRules } from './free-slots'

const MINUTE = 60_000
const weekdays = (opens: string, closes: string): OpeningHours[] =>
  (['mon', 'tue', 'wed', 'thu', 'fri'] as const).map((day) => ({ day, opens, closes }))

const rules: MeetingRules = {
  durationMinutes: 30,
  bufferBeforeMinutes: 0,
  bufferAfterMinutes: 0,
  minimumNoticeMinutes: 240,
  horizonDays: 21,
  dailyCap: null,
}
const noidaCounsellor = (id: number, extra: Partial<CounsellorAvailability> = {}): CounsellorAvailability => ({
  id,
  timeZone: 'Asia/Kolkata',
  weeklyHours: weekdays('10:00', '12:00'),
  leaveDays: [],
  exceptions: [],
  ...extra,
})
const iso = (time: number) => new Date(time).toISOString()
/** Monday 30 November 2026, 00:00 in Noida. */
const MONDAY = Date.parse('2026-11-29T18:30:00Z')

const slots = (options: Partial<Parameters<typeof freeSlots>[0]> = {}) =>
  freeSlots({
    from: '2026-11-30',
    days: 1,
    now: MONDAY,
    officeTimeZone: 'Asia/Kolkata',
    rules,
    counsellors: [noidaCounsellor(1)],
    booked: [],
    ...options,
  })

describe('free times', () => {
  it('start every quarter hour of the counsellor’s hours where the whole meeting fits', () => {
    const found = slots()
    // 10:00 to 11:30 local: the last start still ends by 12:00.
    expect(found.map((slot) => iso(slot.start))).toEqual(
      ['04:30', '04:45', '05:00', '05:15', '05:30', '05:45', '06:00'].map((time) => `2026-11-30T${time}:00.000Z`),
    )
    expect(found[0]).toMatchObject({ end: found[0]!.start + 30 * MINUTE, counsellors: [1] })
  })

  it('honour the minimum notice and the horizon', () => {
    // At 09:00 local with four hours' notice, Monday has nothing left; Tuesday is open.
    const nine = MONDAY + 9 * 60 * MINUTE
    expect(slots({ now: nine })).toEqual([])
    expect(slots({ now: nine, from: '2026-12-01' })).toHaveLength(7)
    expect(slots({ rules: { ...rules, horizonDays: 1 }, from: '2026-12-01' })).toEqual([])
  })

  it('keep clear of booked meetings and both meetings’ buffers', () => {
    // Booked 11:00–11:30 local with 15 minutes after it; the new meeting wants 15 minutes before it.
    const booked: BookedTime[] = [
      {
        counsellor: 1,
        start: Date.parse('2026-11-30T05:30:00Z'),
        end: Date.parse('2026-11-30T06:00:00Z'),
        bufferBefore: 0,
        bufferAfter: 15,
      },
    ]
    const found = slots({ booked, rules: { ...rules, bufferBeforeMinutes: 15 } })
    // 10:30 ends as the booked meeting starts. From 10:45 to 11:30 the meeting, or the 15 minutes it wants before it,
    // meets the booked one or the 15 minutes after it; 11:45 would end after closing.
    expect(found.map((slot) => iso(slot.start))).toEqual([
      '2026-11-30T04:30:00.000Z',
      '2026-11-30T04:45:00.000Z',
      '2026-11-30T05:00:00.000Z',
    ])
  })

  it('stop at the daily cap, and skip leave, days away and hours away; extra hours add times', () => {
    const booked: BookedTime[] = [
      {
        counsellor: 1,
        start: Date.parse('2026-11-30T04:30:00Z'),
        end: Date.parse('2026-11-30T05:00:00Z'),
        bufferBefore: 0,
        bufferAfter: 0,
      },
    ]
    expect(slots({ booked, rules: { ...rules, dailyCap: 1 } })).toEqual([])
    expect(slots({ counsellors: [noidaCounsellor(1, { leaveDays: ['2026-11-30'] })] })).toEqual([])
    expect(
      slots({ counsellors: [noidaCounsellor(1, { exceptions: [{ date: '2026-11-30', kind: 'unavailable' }] })] }),
    ).toEqual([])
    const morningAway = slots({
      counsellors: [
        noidaCounsellor(1, {
          exceptions: [{ date: '2026-11-30', kind: 'unavailable', from: '10:00', until: '11:00' }],
        }),
      ],
    })
    expect(morningAway.map((slot) => iso(slot.start))).toEqual([
      '2026-11-30T05:30:00.000Z',
      '2026-11-30T05:45:00.000Z',
      '2026-11-30T06:00:00.000Z',
    ])
    const saturday = slots({
      from: '2026-12-05',
      counsellors: [
        noidaCounsellor(1, { exceptions: [{ date: '2026-12-05', kind: 'extra', from: '09:00', until: '09:30' }] }),
      ],
    })
    expect(saturday.map((slot) => iso(slot.start))).toEqual(['2026-12-05T03:30:00.000Z'])
  })

  it('name every counsellor free at a time', () => {
    const found = slots({
      counsellors: [noidaCounsellor(1), noidaCounsellor(2, { weeklyHours: weekdays('11:00', '12:00') })],
    })
    expect(found.find((slot) => iso(slot.start) === '2026-11-30T04:30:00.000Z')?.counsellors).toEqual([1])
    expect(found.find((slot) => iso(slot.start) === '2026-11-30T05:30:00.000Z')?.counsellors).toEqual([1, 2])
  })
})

describe('free times across clock changes', () => {
  // Counsellors in London and Berlin keep their 09:00 in their own zone; the office is in Noida, where clocks never
  // change, so the same local hour moves by an hour in UTC and in the office's time.
  const at = (zone: string): CounsellorAvailability => ({
    id: 1,
    timeZone: zone,
    weeklyHours: weekdays('09:00', '09:30'),
    leaveDays: [],
    exceptions: [],
  })
  const first = (zone: string, from: string, now: number) =>
    iso(
      freeSlots({ from, days: 1, now, officeTimeZone: 'Asia/Kolkata', rules, counsellors: [at(zone)], booked: [] })[0]!
        .start,
    )

  it('in spring (Sunday 29 March 2026)', () => {
    const now = Date.parse('2026-03-20T00:00:00Z')
    expect(first('Europe/London', '2026-03-27', now)).toBe('2026-03-27T09:00:00.000Z')
    expect(first('Europe/London', '2026-03-30', now)).toBe('2026-03-30T08:00:00.000Z')
    expect(first('Europe/Berlin', '2026-03-27', now)).toBe('2026-03-27T08:00:00.000Z')
    expect(first('Europe/Berlin', '2026-03-30', now)).toBe('2026-03-30T07:00:00.000Z')
  })

  it('in autumn (Sunday 25 October 2026)', () => {
    const now = Date.parse('2026-10-15T00:00:00Z')
    expect(first('Europe/London', '2026-10-23', now)).toBe('2026-10-23T08:00:00.000Z')
    expect(first('Europe/London', '2026-10-26', now)).toBe('2026-10-26T09:00:00.000Z')
  })

  it('for a visitor whose clocks change on other days: the instant is the same, only its local reading moves', () => {
    // New York moved to summer time on 8 March 2026, three weeks before London.
    const slot = Date.parse(first('Europe/London', '2026-03-27', Date.parse('2026-03-20T00:00:00Z')))
    const newYork = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'America/New_York',
      hour: '2-digit',
      minute: '2-digit',
    })
    expect(newYork.format(slot)).toBe('05:00')
  })
})
