import type { OutboxCalendarPart, OutboxDraft } from '../outbox-draft'
import { inviteIcs, type InviteMethod, type InvitePerson } from './calendar-invite'

// What an event's mails share: the details they are given (the events service reads them), the event's time in the
// office's zone, where it happens, the visitor's link, the invitation. Each mail is a file of its own beside this one.

/** Everything an event's mails say, passed in by the events service; nothing is read here. */
export type EventMailDetails = {
  /** The invitation's UID, the same for every mail and calendar file of the event (`event-<id>@<host>`). */
  uid: string
  /** The event's revision, raised whenever it moves or is called off. */
  sequence: number
  event: {
    title: string
    start: Date
    end: Date
    attendance: 'online' | 'in-person' | 'mixed'
    venue: string | null
    address: string | null
    /** The meeting link: only registered people get it. */
    joinLink: string | null
    recordingLink: string | null
    /** The event's page. */
    url: string
  }
  visitor: { name: string; email: string }
  /** Waiting: the place on the list. Offered: until when the seat is held. */
  place?: number
  offerExpiresAt?: Date
  /** The visitor's registration page: cancel, take an offered seat. */
  registrationUrl: string
  /** Where to book a consultation, for the follow-up. */
  bookUrl: string
  consultancy: { name: string; address: string; timeZone: string }
  organizer: InvitePerson
  lead?: OutboxDraft['lead']
  stamp?: Date
}

/** A moment as "Sunday 20 December at 15:00 GMT+5:30" in the office's zone. */
export function eventTime(date: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-GB', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    hour: '2-digit',
    minute: '2-digit',
    timeZone,
    timeZoneName: 'short',
  }).format(date)
}

export const whenLine = (details: EventMailDetails) =>
  `When: ${eventTime(details.event.start, details.consultancy.timeZone)} (${Math.round(
    (details.event.end.getTime() - details.event.start.getTime()) / 60_000,
  )} minutes)`

/** Where the event happens: its join link for those online (when `withLink`), its venue for those who come. */
export function whereLines(details: EventMailDetails, withLink: boolean): string[] {
  const { attendance, venue, address, joinLink } = details.event
  const place = [venue, address].filter(Boolean).join(', ')
  const online = withLink && joinLink ? `Join online: ${joinLink}` : 'Online: we will send you the link to join.'
  if (attendance === 'online') return [online]
  if (attendance === 'in-person') return [`Where: ${place || details.consultancy.address}`]
  return [`Where: ${place || details.consultancy.address}`, `Or ${online[0]!.toLowerCase()}${online.slice(1)}`]
}

export const cancelLines = (details: EventMailDetails) => [
  'If you cannot come, please cancel here, so that your seat can go to someone waiting:',
  details.registrationUrl,
]

export const signature = (details: EventMailDetails) => ['', details.consultancy.name, details.consultancy.address]

/** The invitation (or its cancellation) as a mail's calendar part, with the join link for those who have a seat. */
export function eventInvite(details: EventMailDetails, method: InviteMethod): OutboxCalendarPart {
  const { event, consultancy } = details
  const place = [event.venue, event.address].filter(Boolean).join(', ')
  const calendar = inviteIcs({
    uid: details.uid,
    sequence: details.sequence,
    method,
    start: event.start,
    end: event.end,
    summary: `${event.title} (${consultancy.name})`,
    description: [event.title, ...whereLines(details, true), '', event.url].join('\n'),
    location: event.attendance === 'online' ? (event.joinLink ?? event.url) : place || consultancy.address,
    url: event.joinLink && event.attendance !== 'in-person' ? event.joinLink : event.url,
    organizer: details.organizer,
    attendee: details.visitor,
    ...(details.stamp ? { stamp: details.stamp } : {}),
    company: consultancy.name,
  })
  return { calendar, calendarMethod: method }
}

export const leadOf = (details: EventMailDetails) => (details.lead ? { lead: details.lead } : {})
