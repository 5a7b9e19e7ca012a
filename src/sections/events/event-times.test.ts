import { describe, expect, it } from 'vitest'

import { eventDay, eventWhen } from './event-times'

describe('an event’s times', () => {
  it('are written in the office’s zone, with the zone named once', () => {
    expect(eventWhen('2026-12-20T09:30:00.000Z', '2026-12-20T10:30:00.000Z', 'Asia/Kolkata')).toBe(
      'Sunday, 20 December 2026, 15:00 to 16:00 India Standard Time',
    )
    expect(eventDay('2026-12-20T20:00:00.000Z', 'Asia/Kolkata')).toBe('21 Dec 2026')
  })

  it('name both days of an event that runs past midnight', () => {
    expect(eventWhen('2026-12-20T12:30:00.000Z', '2026-12-21T04:30:00.000Z', 'Asia/Kolkata')).toBe(
      'Sunday, 20 December 2026, 18:00 to Monday, 21 December 2026, 10:00 India Standard Time',
    )
  })
})
