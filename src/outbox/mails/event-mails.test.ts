import { describe, expect, it } from 'vitest'

import { eventDetails as details, START_TEXT } from '../../../tests/support/event-mail-details'

import { eventCancellation } from './event-cancellation'
import { eventConfirmation } from './event-confirmation'
import { eventFollowUp } from './event-follow-up'
import { eventOffer } from './event-offer'
import { eventReminder } from './event-reminder'
import { eventWaiting } from './event-waiting'

/** A calendar property's value, its folded lines joined. */
const property = (ics: string | undefined, name: string) =>
  ics
    ?.replace(/\r\n[ \t]/g, '')
    .split('\r\n')
    .find((line) => line.startsWith(`${name}:`) || line.startsWith(`${name};`))
    ?.replace(/^[^:]*:/, '')

describe('an event’s mails', () => {
  it('confirm the seat with the invitation under the event’s UID, the join link and the cancel link', () => {
    const mail = eventConfirmation(details)
    expect(mail).toMatchObject({
      kind: 'event-confirmation',
      to: 'asha@example.com',
      subject: 'You are registered: UK scholarships webinar',
      calendarMethod: 'REQUEST',
      lead: { relationTo: 'enquiries', value: 3 },
    })
    expect(mail.text).toContain(`When: ${START_TEXT} (60 minutes)`)
    expect(mail.text).toContain('Join online: https://meet.example.org/uk-scholarships')
    expect(mail.text).toContain(details.registrationUrl)
    expect(property(mail.calendar, 'UID')).toBe('event-7@www.brighterbridge.example')
    expect(property(mail.calendar, 'SEQUENCE')).toBe('1')
    expect(property(mail.calendar, 'DTSTART')).toBe('20261220T093000Z')
    expect(property(mail.calendar, 'DTEND')).toBe('20261220T103000Z')
  })

  it('give a place on the waiting list without the join link, and an offer with its hold', () => {
    const waiting = eventWaiting({ ...details, place: 2 })
    expect(waiting).toMatchObject({ kind: 'event-waiting', subject: 'Waiting list: UK scholarships webinar' })
    expect(waiting.text).toContain('you are number 2')
    expect(waiting.text).not.toContain('meet.example.org')
    expect(waiting.calendar).toBeUndefined()

    const offer = eventOffer({ ...details, offerExpiresAt: new Date('2026-12-02T09:30:00.000Z') })
    expect(offer).toMatchObject({ kind: 'event-offer', subject: 'A seat is yours: UK scholarships webinar' })
    expect(offer.text).toContain('until Wednesday 2 December at 15:00 GMT+5:30')
    expect(offer.text).toContain(details.registrationUrl)
    expect(offer.text).not.toContain('meet.example.org')
  })

  it('cancel the invitation of one who had a seat, and only say so to one who waited', () => {
    const seat = eventCancellation(details, { hadSeat: true })
    expect(seat).toMatchObject({ kind: 'event-cancellation', calendarMethod: 'CANCEL' })
    expect(property(seat.calendar, 'STATUS')).toBe('CANCELLED')
    expect(property(seat.calendar, 'UID')).toBe(details.uid)
    expect(eventCancellation(details, { hadSeat: false }).calendar).toBeUndefined()
  })

  it('remind a day and an hour before, with the join link online and the venue in person', () => {
    const day = eventReminder(details, 24)
    expect(day.subject).toBe('Reminder: UK scholarships webinar is in 24 hours')
    expect(day.text).toContain('Join online: https://meet.example.org/uk-scholarships')
    expect(eventReminder(details, 1).subject).toBe('Reminder: UK scholarships webinar is in 1 hour')
    const inPerson = eventReminder(
      { ...details, event: { ...details.event, attendance: 'in-person', venue: 'Noida office', joinLink: null } },
      24,
    )
    expect(inPerson.text).toContain('Where: Noida office')
    expect(inPerson.text).not.toContain('Join online')
  })

  it('follow up those who came and those who did not differently, both with the recording and the booking link', () => {
    const came = eventFollowUp(details, { attended: true })
    const missed = eventFollowUp(details, { attended: false })
    expect(came.subject).toBe('Thank you for coming: UK scholarships webinar')
    expect(missed.subject).toBe('Sorry we missed you: UK scholarships webinar')
    for (const mail of [came, missed]) {
      expect(mail.kind).toBe('event-follow-up')
      expect(mail.text).toContain('https://video.example.org/uk-scholarships')
      expect(mail.text).toContain('https://www.brighterbridge.example/book')
    }
    expect(came.text).not.toEqual(missed.text)
  })
})
