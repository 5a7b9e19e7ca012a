import ICAL from 'ical.js'
import { describe, expect, it } from 'vitest'

import { inviteIcs, type Invite } from './calendar-invite'

const invite: Invite = {
  uid: 'booking-42@brighterbridge.example',
  sequence: 3,
  method: 'REQUEST',
  // Monday 30 March 2026, the day after the clock change in London: 10:00 BST, 14:30 in Noida.
  start: new Date('2026-03-30T09:00:00Z'),
  end: new Date('2026-03-30T09:30:00Z'),
  summary: 'Free consultation, Brighter Bridge Education (Asha Patel with Priya Sharma)',
  description:
    'A phone call; Priya will call you on +44 7700 900123.\nTo move or cancel it, use the links in the email.',
  location: 'Phone call',
  organizer: { name: 'Brighter Bridge Education', email: 'bookings@brighterbridge.example' },
  attendee: { name: 'Asha Patel', email: 'asha@example.com' },
  company: 'Brighter Bridge Education',
}

/** The text read back by a calendar parser: the calendar, and its one event. */
function parse(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text))
  const vevent = calendar.getFirstSubcomponent('vevent')
  if (!vevent) throw new Error('no VEVENT in the invitation')
  return { calendar, vevent, event: new ICAL.Event(vevent) }
}

const emailsOf = (values: unknown[]) => values.map((value) => String(value).toLowerCase())

describe('inviteIcs', () => {
  it('writes an invitation a calendar reads back as the same meeting', () => {
    const { calendar, vevent, event } = parse(inviteIcs(invite))

    expect(calendar.getFirstPropertyValue('method')).toBe('REQUEST')
    expect(event.uid).toBe(invite.uid)
    expect(event.sequence).toBe(3)
    expect(event.startDate.toJSDate().getTime()).toBe(invite.start.getTime())
    expect(event.endDate.toJSDate().getTime()).toBe(invite.end.getTime())
    expect(event.summary).toBe(invite.summary)
    expect(event.description).toBe(invite.description)
    expect(event.location).toBe('Phone call')
    expect(vevent.getFirstPropertyValue('status')).toBe('CONFIRMED')
  })

  it('names the consultancy it is given as the calendar’s maker', () => {
    const { calendar } = parse(inviteIcs({ ...invite, company: 'Northgate Study Partners' }))
    expect(calendar.getFirstPropertyValue('prodid')).toBe('-//Northgate Study Partners//Bookings//EN')
  })

  it('writes its times in UTC', () => {
    const { event } = parse(inviteIcs(invite))
    expect(event.startDate.zone?.tzid).toBe('UTC')
    expect(event.endDate.zone?.tzid).toBe('UTC')
    expect(inviteIcs(invite)).toMatch(/^DTSTART:20260330T090000Z\r$/m)
  })

  it('names the organizer and invites the visitor, asking for no reply', () => {
    const { vevent } = parse(inviteIcs(invite))
    expect(String(vevent.getFirstPropertyValue('organizer')).toLowerCase()).toBe(
      'mailto:bookings@brighterbridge.example',
    )
    const attendees = vevent.getAllProperties('attendee')
    expect(emailsOf(attendees.map((attendee) => attendee.getFirstValue()))).toEqual([
      'mailto:bookings@brighterbridge.example',
      'mailto:asha@example.com',
    ])
    const visitor = attendees[1]!
    expect(visitor.getParameter('cn')).toBe('Asha Patel')
    expect(visitor.getParameter('rsvp')).toBe('FALSE')
    expect(visitor.getParameter('partstat')).toBe('ACCEPTED')
  })

  it('writes a cancellation of the same meeting, with its raised sequence', () => {
    const { calendar, vevent, event } = parse(inviteIcs({ ...invite, method: 'CANCEL', sequence: 4 }))

    expect(calendar.getFirstPropertyValue('method')).toBe('CANCEL')
    expect(vevent.getFirstPropertyValue('status')).toBe('CANCELLED')
    expect(event.uid).toBe(invite.uid)
    expect(event.sequence).toBe(4)
    expect(event.startDate.toJSDate().getTime()).toBe(invite.start.getTime())
  })

  it('keeps its stamp when given one, and the url when there is one', () => {
    const stamp = new Date('2026-03-01T12:00:00Z')
    const { vevent } = parse(inviteIcs({ ...invite, stamp, url: 'https://meet.example.com/abc' }))
    expect(String(vevent.getFirstPropertyValue('dtstamp'))).toBe('2026-03-01T12:00:00Z')
    expect(vevent.getFirstPropertyValue('url')).toBe('https://meet.example.com/abc')
  })

  it('lists an organizer who is also the one invited once', () => {
    const { vevent } = parse(
      inviteIcs({ ...invite, attendee: { ...invite.organizer, email: 'BOOKINGS@brighterbridge.example' } }),
    )
    expect(vevent.getAllProperties('attendee')).toHaveLength(1)
  })
})
