import ICAL from 'ical.js'

import { bookingUid, type BookingMailDetails } from '@/outbox/mails/booking-mail-parts'

// Monday 30 March 2026, the day after London's clock went forward: 10:00 BST for a visitor there, 14:30 in Noida.
export const details: BookingMailDetails = {
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

export const LONDON = 'Monday 30 March at 10:00 BST'
export const NOIDA = 'Monday 30 March at 14:30 GMT+5:30'

/** The calendar part read back by a calendar parser. */
export function parsed(calendar: string) {
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
