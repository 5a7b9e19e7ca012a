import { describe, expect, it } from 'vitest'

import { details, LONDON, NOIDA, parsed } from '../../../tests/support/booking-mail-details'

import { counsellorConfirmation, visitorConfirmation } from './booking-confirmation'

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
