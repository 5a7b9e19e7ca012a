import { describe, expect, it } from 'vitest'

import { bookingsPerWeek } from './booking-metrics'

describe('bookings per week', () => {
  it('counts each meeting in the week it takes place, by what became of it', () => {
    const weeks = [Date.UTC(2026, 10, 16), Date.UTC(2026, 10, 23)]
    const perWeek = bookingsPerWeek(
      [
        { start: '2026-11-17T10:00:00.000Z', status: 'attended' },
        { start: '2026-11-22T23:30:00.000Z', status: 'no-show' },
        { start: '2026-11-23T00:30:00.000Z', status: 'cancelled' },
        { start: '2026-11-24T09:00:00.000Z', status: 'booked' },
        { start: '2026-10-01T09:00:00.000Z', status: 'attended' },
      ],
      weeks,
      'UTC',
    )
    expect(perWeek.map((week) => [week.total, week.counts])).toEqual([
      [2, { booked: 0, attended: 1, 'no-show': 1, cancelled: 0 }],
      [2, { booked: 1, attended: 0, 'no-show': 0, cancelled: 1 }],
    ])
  })
})
