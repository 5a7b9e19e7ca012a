import ICAL from 'ical.js'
import { describe, expect, it } from 'vitest'

import {
  bookingCancellation,
  bookingReminder,
  bookingUid,
  bookingUpdate,
  counsellorConfirmation,
  meetingTime,
  visitorConfirmation,
  type BookingMailDetails,
} from './booking-mail'

// Monday 30 March 2026, the day after London's clock went forward: 10:00 BST for a visitor there, 14:30 in Noida.
const details: BookingMailDetails = {
  uid: bookingUid(42, 'brighterbridge.example'),
  sequence: 0,
  start: new Date('2026-03-30T09:00:00Z'),
  end: new Date('2026-03-30T09:30:00Z'),
  meetingName: 'Free consultation',
  way: { mode: 'phone', number: '+44 7700 900123' },
  visitor: {
    name: 'Asha Patel',
    email: 'asha@example.com',
    contactNumber: '+44 7700 900123',
    timeZone: 'Europe/London',
  },
  counsellor: { name: 'Priya Sharma', email: 'priya@brighterbridge.example' },
  consultancy: { name: 'Brighter Bridge Education', address: 'Sector 18, Noida 201301', timeZone: 'Asia/Kolkata' },
  organizer: { name: 'Brighter Bridge Education', email: 'no-reply@brighterbridge.example' },
  links: {
    reschedule: 'https://brighterbridge.example/book/manage/token-abc?action=reschedule',
    cancel: 'https://brighterbridge.example/book/manage/token-abc?action=cancel',
    book: 'https://brighterbridge.example/book',
  },
  adminLeadUrl: 'https://brighterbridge.example/admin/collections/consultations/7',
  lead: { relationTo: 'consultations', value: 7 },
  stamp: new Date('2026-03-20T08:00:00Z'),
}

const LONDON = 'Monday 30 March at 10:00 BST'
const NOIDA = 'Monday 30 March at 14:30 GMT+5:30'

/** The calendar part read back by a calendar parser. */
function parsed(calendar: string) {
  const component = new ICAL.Component(ICAL.parse(calendar))
  const vevent = component.getFirstSubcomponent('vevent')!
  const event = new ICAL.Event(vevent)
  return {
    method: component.getFirstPropertyValue('method'),
    status: vevent.getFirstPropertyValue('status'),
    uid: event.uid,
    sequence: event.sequence,
    start: event.startDate.toJSDate().getTime(),
    end: event.endDate.toJSDate().getTime(),
  }
}

describe('meetingTime', () => {
  it('writes the day, the time and the zone, on either side of a clock change', () => {
    expect(meetingTime(details.start, 'Europe/London')).toBe(LONDON)
    expect(meetingTime(new Date('2026-03-27T09:00:00Z'), 'Europe/London')).toBe('Friday 27 March at 09:00 GMT')
    expect(meetingTime(details.start, 'Asia/Kolkata')).toBe(NOIDA)
  })
})

describe("the visitor's confirmation", () => {
  const draft = visitorConfirmation(details)

  it('goes to the visitor as a booking confirmation, about their lead', () => {
    expect(draft.kind).toBe('booking-confirmation')
    expect(draft.to).toBe('asha@example.com')
    expect(draft.subject).toBe(`Your meeting with Brighter Bridge Education: ${LONDON}`)
    expect(draft.lead).toEqual({ relationTo: 'consultations', value: 7 })
  })

  it("gives the time in the visitor's zone and the office's, after London's clock change", () => {
    expect(draft.text).toContain(`When: ${LONDON} (your time)`)
    expect(draft.text).toContain(`${NOIDA} (our office's time)`)
  })

  it('says how the meeting happens, and gives the links to move or cancel it', () => {
    expect(draft.text).toContain('Priya Sharma will call you on +44 7700 900123.')
    expect(draft.text).toContain('(30 minutes)')
    expect(draft.text).toContain(details.links.reschedule)
    expect(draft.text).toContain(details.links.cancel)
    expect(draft.text).toContain('Sector 18, Noida 201301')
  })

  it('carries the invitation: a request for the booked time', () => {
    expect(draft.calendarMethod).toBe('REQUEST')
    expect(parsed(draft.calendar)).toEqual({
      method: 'REQUEST',
      status: 'CONFIRMED',
      uid: 'booking-42@brighterbridge.example',
      sequence: 0,
      start: details.start.getTime(),
      end: details.end.getTime(),
    })
    expect(draft.calendar).toMatch(/^PRODID:-\/\/Brighter Bridge Education\/\/Bookings\/\/EN\r$/m)
  })

  it('makes no promise and no noise', () => {
    expect(draft.text).not.toMatch(/guarantee|!|amazing|exclusive/i)
  })

  it('gives the office time alone when the visitor is in the office’s zone, by any name, or their zone is unknown', () => {
    for (const timeZone of ['Asia/Kolkata', 'Asia/Calcutta', null, 'Not/AZone']) {
      const text = visitorConfirmation({ ...details, visitor: { ...details.visitor, timeZone } }).text
      expect(text).toContain(`When: ${NOIDA}\n`)
      expect(text).not.toContain('(your time)')
    }
  })

  it('says where the meeting is, for a video call and at the office', () => {
    const video = visitorConfirmation({ ...details, way: { mode: 'video', url: 'https://meet.example.com/abc' } })
    expect(video.text).toContain('How: a video call, at https://meet.example.com/abc')
    expect(video.calendar).toContain('URL')
    const office = visitorConfirmation({ ...details, way: { mode: 'office', address: 'Sector 18, Noida' } })
    expect(office.text).toContain('Where: our office, Sector 18, Noida')
  })
})

describe("the counsellor's copy", () => {
  const draft = counsellorConfirmation(details)

  it('goes to the counsellor with the same invitation', () => {
    expect(draft.kind).toBe('booking-confirmation')
    expect(draft.to).toBe('priya@brighterbridge.example')
    expect(draft.subject).toBe(`New booking: Asha Patel, ${NOIDA}`)
    expect(draft.calendar).toBe(visitorConfirmation(details).calendar)
    expect(draft.calendarMethod).toBe('REQUEST')
  })

  it("gives the office's time first, the visitor's details, and the lead in the admin", () => {
    expect(draft.text).toContain(`When: ${NOIDA} (office time)`)
    expect(draft.text).toContain(`${LONDON} (Asha Patel's time, Europe/London)`)
    expect(draft.text).toContain('Email: asha@example.com')
    expect(draft.text).toContain('Contact number: +44 7700 900123')
    expect(draft.text).toContain(details.adminLeadUrl)
    expect(draft.text).not.toContain(details.links.cancel)
  })

  it('leaves out the admin link when none is given', () => {
    expect(counsellorConfirmation({ ...details, adminLeadUrl: undefined }).text).not.toContain('admin')
  })
})

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
