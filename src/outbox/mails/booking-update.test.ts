import { describe, expect, it } from 'vitest'

import { details, LONDON, NOIDA, parsed } from '../../../tests/support/booking-mail-details'

import { bookingUpdate } from './booking-update'

describe('an update after a move', () => {
  // Moved from Friday 27 March (London still on GMT) to Monday 30 March (BST), with the sequence raised.
  const moved = { ...details, sequence: 1 }
  const previous = { start: new Date('2026-03-27T09:00:00Z') }

  it("tells the visitor the new time and the old, in both zones, with the invitation's raised sequence", () => {
    const draft = bookingUpdate(moved, previous, 'visitor')
    expect(draft.kind).toBe('booking-update')
    expect(draft.to).toBe('asha@example.com')
    expect(draft.subject).toBe(`Your meeting has moved to ${LONDON}`)
    expect(draft.text).toContain(`New time: ${LONDON} (your time)`)
    expect(draft.text).toContain(`${NOIDA} (our office's time)`)
    expect(draft.text).toContain('It was: Friday 27 March at 09:00 GMT (your time)')
    expect(draft.text).toContain('Friday 27 March at 14:30 GMT+5:30 (our office')
    expect(draft.text).toContain(details.links.reschedule)
    expect(draft.text).toContain(details.links.cancel)
    expect(draft.calendarMethod).toBe('REQUEST')
    expect(parsed(draft.calendar)).toMatchObject({
      method: 'REQUEST',
      uid: details.uid,
      sequence: 1,
      start: details.start.getTime(),
    })
  })

  it('tells the counsellor, in the office time first', () => {
    const draft = bookingUpdate(moved, previous, 'counsellor')
    expect(draft.kind).toBe('booking-update')
    expect(draft.to).toBe('priya@brighterbridge.example')
    expect(draft.subject).toBe(`Booking moved: Asha Patel, now ${NOIDA}`)
    expect(draft.text).toContain(`New time: ${NOIDA} (office time)`)
    expect(parsed(draft.calendar).sequence).toBe(1)
  })
})
