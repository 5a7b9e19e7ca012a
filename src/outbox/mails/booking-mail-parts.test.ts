import { describe, expect, it } from 'vitest'

import { details, LONDON, NOIDA } from '../../../tests/support/booking-mail-details'

import { meetingTime } from './booking-mail-parts'

describe('meetingTime', () => {
  it('writes the day, the time and the zone, on either side of a clock change', () => {
    expect(meetingTime(details.start, 'Europe/London')).toBe(LONDON)
    expect(meetingTime(new Date('2026-03-27T09:00:00Z'), 'Europe/London')).toBe('Friday 27 March at 09:00 GMT')
    expect(meetingTime(details.start, 'Asia/Kolkata')).toBe(NOIDA)
  })
})
