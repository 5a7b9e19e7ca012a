import { describe, expect, it } from 'vitest'

import { details, LONDON, NOIDA, parsed } from '../../../tests/support/booking-mail-details'

import { bookingCancellation } from './booking-cancellation'

describe('a cancellation', () => {
  const cancelled = { ...details, sequence: 2 }

  it('removes the meeting from the visitor’s calendar and offers a new booking', () => {
    const draft = bookingCancellation(cancelled, 'visitor', 'visitor')
    expect(draft.kind).toBe('booking-cancellation')
    expect(draft.to).toBe('asha@example.com')
    expect(draft.subject).toBe(`Your meeting on ${LONDON} is cancelled`)
    expect(draft.text).toContain('As you asked, we have cancelled your meeting')
    expect(draft.text).toContain(`When: ${LONDON} (your time)`)
    expect(draft.text).toContain(details.links.book)
    expect(draft.text).not.toContain(details.links.cancel)
    expect(draft.calendarMethod).toBe('CANCEL')
    expect(parsed(draft.calendar)).toEqual({
      method: 'CANCEL',
      status: 'CANCELLED',
      uid: details.uid,
      sequence: 2,
      start: details.start.getTime(),
      end: details.end.getTime(),
    })
  })

  it('says sorry when staff cancelled, and tells the counsellor', () => {
    expect(bookingCancellation(cancelled, 'visitor', 'staff').text).toContain('We are sorry')
    const draft = bookingCancellation(cancelled, 'counsellor', 'visitor')
    expect(draft.to).toBe('priya@brighterbridge.example')
    expect(draft.subject).toBe(`Booking cancelled: Asha Patel, ${NOIDA}`)
    expect(draft.text).toContain('Asha Patel has cancelled their meeting with you.')
    expect(draft.calendarMethod).toBe('CANCEL')
  })
})
