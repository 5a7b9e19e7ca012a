import type { EventMailDetails } from '../../src/outbox/mails/event-mail-parts'

/** The event mails' test details: a webinar on Sunday 20 December 2026 at 15:00 in Noida, an hour long. */
export const eventDetails: EventMailDetails = {
  uid: 'event-7@www.brighterbridge.example',
  sequence: 1,
  event: {
    title: 'UK scholarships webinar',
    start: new Date('2026-12-20T09:30:00.000Z'),
    end: new Date('2026-12-20T10:30:00.000Z'),
    attendance: 'online',
    venue: null,
    address: null,
    joinLink: 'https://meet.example.org/uk-scholarships',
    recordingLink: 'https://video.example.org/uk-scholarships',
    url: 'https://www.brighterbridge.example/events/uk-scholarships',
  },
  visitor: { name: 'Asha Verma', email: 'asha@example.com' },
  registrationUrl: 'https://www.brighterbridge.example/events/registration?token=abc',
  bookUrl: 'https://www.brighterbridge.example/book',
  consultancy: { name: 'Brighter Bridge Education', address: 'Sector 18, Noida', timeZone: 'Asia/Kolkata' },
  organizer: { name: 'Brighter Bridge Education', email: 'enquiries@brighterbridge.example' },
  lead: { relationTo: 'enquiries', value: 3 },
  stamp: new Date('2026-12-01T00:00:00.000Z'),
}

/** The event's start as the mails write it. */
export const START_TEXT = 'Sunday 20 December at 15:00 GMT+5:30'
