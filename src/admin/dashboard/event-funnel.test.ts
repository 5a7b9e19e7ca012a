import { describe, expect, it } from 'vitest'

import { eventFunnel } from './event-funnel'

const event = { id: 1, title: 'Open day', start: '2026-11-01T05:00:00.000Z', end: '2026-11-01T08:00:00.000Z' }
const DAY = 24 * 60 * 60 * 1000

describe('an event’s funnel', () => {
  it('counts the registered, who came, who did not, who waits, who booked within 14 days and who enrolled', () => {
    const registrations = [
      { email: 'a@example.org', status: 'seat', attended: true, leadStatus: 'enrolled' },
      { email: 'b@example.org', status: 'seat', attended: false, leadStatus: 'contacted' },
      { email: 'c@example.org', status: 'seat', attended: true, leadStatus: 'qualified' },
      { email: 'd@example.org', status: 'waiting' },
      { email: 'e@example.org', status: 'offered' },
      { email: 'f@example.org', status: 'cancelled', leadStatus: 'enrolled' },
    ]
    const bookings = [
      { email: 'A@example.org', createdAt: '2026-11-02T10:00:00.000Z', status: 'attended' },
      { email: 'a@example.org', createdAt: '2026-11-03T10:00:00.000Z', status: 'booked' },
      { email: 'b@example.org', createdAt: '2026-11-20T10:00:00.000Z', status: 'booked' },
      { email: 'c@example.org', createdAt: '2026-11-05T10:00:00.000Z', status: 'cancelled' },
      { email: 'x@example.org', createdAt: '2026-11-02T10:00:00.000Z', status: 'booked' },
    ]
    expect(eventFunnel(event, registrations, bookings, Date.parse(event.end) + DAY)).toEqual({
      id: 1,
      title: 'Open day',
      start: event.start,
      registered: 5,
      attended: 2,
      noShow: 1,
      waiting: 2,
      booked: 1,
      enrolled: 1,
    })
  })

  it('counts no one as a no-show before the event is over', () => {
    const funnel = eventFunnel(event, [{ email: 'b@example.org', status: 'seat' }], [], Date.parse(event.start))
    expect(funnel.noShow).toBe(0)
  })
})
