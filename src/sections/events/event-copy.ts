import type { EventKind } from '@/cms/collections/events/config'

// The words of the events' pages.

export const EVENTS_TEXT = {
  eyebrow: 'Events',
  heading: 'Webinars, open days and fairs',
  lead: 'Meet our counsellors and the universities we work with, online or in person. Registration is free.',
  filterLabel: 'Show',
  all: 'All events',
  upcoming: 'Coming up',
  past: 'Past events',
  pastMark: 'Past',
  cancelledMark: 'Called off',
  noneUpcoming: 'No events are coming up just now. Please look again soon.',
  noneOfKind: 'None of this kind are coming up just now.',
  back: 'All events',
  when: 'When',
  where: 'Where',
  joinLinkNote: 'The link to join comes in your confirmation mail.',
  hosts: 'With',
  mapHeading: 'Finding the venue',
  mapTitle: (venue: string) => `Map of the venue: ${venue}`,
  seats: (left: number) => (left === 1 ? '1 seat left' : `${left} seats left`),
  full: 'Full: register to join the waiting list',
  noLimit: 'Open to all',
  addToCalendar: 'Add to calendar (.ics)',
  registerTitle: 'Register',
  registerLead: 'Free. We will email you a confirmation with a calendar invitation.',
  registerWaitingLead: 'This event is full. Register and we will put you on the waiting list and email you your place.',
  closedPast: 'This event has taken place.',
  closedCancelled: 'This event has been called off.',
  labels: { name: 'Name', email: 'Email address', contactNumber: 'Contact number' },
  optional: '(optional)',
  captchaLabel: 'What is',
  honeypot: 'Leave this field empty',
  submit: 'Register',
  summaryTitle: 'A few details need another look',
  titleSuffix: '| Events',
} as const

export const KIND_PLURALS: Record<EventKind, string> = {
  webinar: 'Webinars',
  'open-day': 'Open days',
  'university-visit': 'University visits',
  fair: 'Fairs',
}

export const ATTENDANCE_TEXT = {
  online: 'Online',
  'in-person': 'In person',
  mixed: 'Online and in person',
} as const
