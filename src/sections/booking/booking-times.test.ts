import { describe, expect, it } from 'vitest'

import {
  clockTime,
  dayLabel,
  groupByDay,
  groupByPartOfDay,
  inTwoZones,
  offsetMinutes,
  parseDay,
  parseInstant,
  parseTimeZone,
  partOfDay,
  visitorDays,
  zoneOffset,
} from './booking-times'

const at = (iso: string) => Date.parse(iso)
const slot = (iso: string, minutes = 30) => ({ start: at(iso), end: at(iso) + minutes * 60_000 })
const OFFICE = 'Asia/Kolkata'

describe('a time in two zones', () => {
  it('reads 24-hour clock times in a zone', () => {
    expect(clockTime(at('2026-12-03T04:30:00Z'), OFFICE)).toBe('10:00')
    expect(clockTime(at('2026-12-03T04:30:00Z'), 'Europe/London')).toBe('04:30')
    expect(clockTime(at('2026-12-03T13:05:00Z'), 'UTC')).toBe('13:05')
  })

  it('gives the visitor’s time with the office’s beside it: 15:30 in Sydney is 10:00 in Noida', () => {
    expect(inTwoZones(at('2026-12-03T04:30:00Z'), 'Australia/Sydney', OFFICE)).toEqual({
      time: '15:30',
      office: { time: '10:00', weekday: null },
    })
  })

  it('names the office’s weekday when the office is already on another day', () => {
    // 20:30 on Wednesday 2 December in Los Angeles is 10:00 on Thursday in Noida.
    expect(inTwoZones(at('2026-12-03T04:30:00Z'), 'America/Los_Angeles', OFFICE)).toEqual({
      time: '20:30',
      office: { time: '10:00', weekday: 'Thursday' },
    })
  })

  it('gives the office’s time alone when the visitor is in the office’s zone, or one that reads the same', () => {
    expect(inTwoZones(at('2026-12-03T04:30:00Z'), OFFICE, OFFICE)).toEqual({ time: '10:00', office: null })
    expect(inTwoZones(at('2026-12-03T04:30:00Z'), 'Asia/Calcutta', OFFICE)).toEqual({ time: '10:00', office: null })
  })

  it('keeps up with a clock change: London’s 09:00 is 14:30 in Noida before the UK’s change and 13:30 after', () => {
    expect(inTwoZones(at('2026-03-27T09:00:00Z'), 'Europe/London', OFFICE).office?.time).toBe('14:30')
    expect(inTwoZones(at('2026-03-30T08:00:00Z'), 'Europe/London', OFFICE)).toEqual({
      time: '09:00',
      office: { time: '13:30', weekday: null },
    })
  })
})

describe('days in the visitor’s zone', () => {
  it('writes a day as its weekday, date and month', () => {
    expect(dayLabel('2026-12-03')).toBe('Thursday 3 December')
    expect(dayLabel('2027-01-01')).toBe('Friday 1 January')
  })

  it('counts the visitor’s days from their own today', () => {
    const now = at('2026-12-02T20:00:00Z')
    expect(visitorDays(now, OFFICE, 3)).toEqual(['2026-12-03', '2026-12-04', '2026-12-05'])
    expect(visitorDays(now, 'America/Los_Angeles', 2)).toEqual(['2026-12-02', '2026-12-03'])
    const days = visitorDays(now, 'Europe/London', 21)
    expect(days).toHaveLength(21)
    expect(days.at(-1)).toBe('2026-12-22')
  })

  it('groups times by the visitor’s day, leaves out days without times and days outside the list', () => {
    const slots = [
      slot('2026-12-03T05:30:00Z'), // New York: 00:30 on 3 December
      slot('2026-12-03T04:30:00Z'), // New York: 23:30 on 2 December
      slot('2026-12-03T15:00:00Z'), // New York: 10:00 on 3 December
      slot('2026-12-10T15:00:00Z'), // outside the days asked for
    ]
    const groups = groupByDay(slots, 'America/New_York', ['2026-12-01', '2026-12-02', '2026-12-03'])
    expect(
      groups.map(({ day, slots: times }) => [day, times.map((time) => clockTime(time.start, 'America/New_York'))]),
    ).toEqual([
      ['2026-12-02', ['23:30']],
      ['2026-12-03', ['00:30', '10:00']],
    ])
  })

  it('puts the same times on other days for a visitor far from the office', () => {
    const slots = [slot('2026-12-03T04:30:00Z'), slot('2026-12-03T11:30:00Z')] // 10:00 and 17:00 in Noida
    expect(groupByDay(slots, OFFICE, ['2026-12-03']).map((group) => group.slots.length)).toEqual([2])
    expect(groupByDay(slots, 'Pacific/Auckland', ['2026-12-03', '2026-12-04']).map((group) => group.day)).toEqual([
      '2026-12-03',
      '2026-12-04',
    ])
  })

  it('splits a day’s times into early hours, morning, afternoon and evening of the visitor’s day', () => {
    const zone = 'Europe/London'
    expect(partOfDay(at('2026-12-03T05:59:00Z'), zone)).toBe('early')
    expect(partOfDay(at('2026-12-03T06:00:00Z'), zone)).toBe('morning')
    expect(partOfDay(at('2026-12-03T12:00:00Z'), zone)).toBe('afternoon')
    expect(partOfDay(at('2026-12-03T17:00:00Z'), zone)).toBe('evening')
    const parts = groupByPartOfDay(
      [slot('2026-12-03T17:15:00Z'), slot('2026-12-03T09:00:00Z'), slot('2026-12-03T08:30:00Z')],
      zone,
    )
    expect(parts.map(({ part, slots: times }) => [part, times.map((time) => clockTime(time.start, zone))])).toEqual([
      ['morning', ['08:30', '09:00']],
      ['evening', ['17:15']],
    ])
  })
})

describe('the zone offsets', () => {
  it('reads a zone’s offset at an instant', () => {
    expect(zoneOffset(OFFICE, at('2026-12-03T00:00:00Z'))).toBe('GMT+5:30')
    expect(zoneOffset('UTC', at('2026-12-03T00:00:00Z'))).toBe('GMT')
    expect(zoneOffset('Europe/London', at('2026-07-01T00:00:00Z'))).toBe('GMT+1')
    expect(offsetMinutes(OFFICE, at('2026-12-03T00:00:00Z'))).toBe(330)
    expect(offsetMinutes('America/New_York', at('2026-12-03T00:00:00Z'))).toBe(-300)
    expect(offsetMinutes('UTC', at('2026-12-03T00:00:00Z'))).toBe(0)
  })
})

describe('reading the address', () => {
  it('takes real days only', () => {
    expect(parseDay('2026-12-03')).toBe('2026-12-03')
    expect(parseDay('2026-02-30')).toBeNull()
    expect(parseDay('2026-12-3')).toBeNull()
    expect(parseDay(undefined)).toBeNull()
  })

  it('takes ISO 8601 instants with their offset only', () => {
    expect(parseInstant('2026-12-03T04:30:00.000Z')).toBe(at('2026-12-03T04:30:00Z'))
    expect(parseInstant('2026-12-03T10:00:00+05:30')).toBe(at('2026-12-03T04:30:00Z'))
    expect(parseInstant('2026-12-03T04:30:00')).toBeNull()
    expect(parseInstant('2026-12-03')).toBeNull()
    expect(parseInstant('2026-13-03T04:30:00Z')).toBeNull()
  })

  it('takes zones the runtime knows, by their current names in their own spelling', () => {
    expect(parseTimeZone('Europe/London')).toBe('Europe/London')
    expect(parseTimeZone('europe/london')).toBe('Europe/London')
    expect(parseTimeZone('Asia/Kolkata')).toBe('Asia/Kolkata')
    expect(parseTimeZone('asia/calcutta')).toBe('Asia/Kolkata')
    expect(parseTimeZone('Europe/Kiev')).toBe('Europe/Kyiv')
    expect(parseTimeZone('Mars/Olympus_Mons')).toBeNull()
    expect(parseTimeZone('')).toBeNull()
    expect(parseTimeZone(['Europe/London'])).toBeNull()
  })
})
