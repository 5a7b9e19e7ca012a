import { describe, expect, it } from 'vitest'

import { details, LONDON, NOIDA } from '../../../tests/support/booking-mail-details'

import { bookingReminder } from './booking-reminder'

describe('a reminder', () => {
  it('says when, in words from its parameter, with the links and no invitation', () => {
    const day = bookingReminder(details, 24)
    expect(day.kind).toBe('booking-reminder')
    expect(day.to).toBe('asha@example.com')
    expect(day.subject).toBe('Reminder: your meeting with Brighter Bridge Education is in 24 hours')
    expect(day.text).toContain('is in 24 hours.')
    expect(day.text).toContain(`When: ${LONDON} (your time)`)
    expect(day.text).toContain(NOIDA)
    expect(day.text).toContain(details.links.reschedule)
    expect(day.text).toContain(details.links.cancel)
    expect(day.calendar).toBeUndefined()
    expect(day.calendarMethod).toBeUndefined()

    expect(bookingReminder(details, 1).text).toContain('is in 1 hour.')
  })
})
