import { isTimeZone } from '@/calendar/time-zone'
import { currentZoneName } from '@/calendar/zone-names'

import type { OutboxCalendarPart, OutboxDraft } from '../outbox-draft'
import { inviteIcs, type InviteMethod, type InvitePerson } from './calendar-invite'

// What the booking's mails share: the details they are given (the booking service reads them), the meeting's time in
// both zones, how it happens, the visitor's links, the invitation. Each mail is a file of its own beside this one.

/** A booking mail with its calendar invitation: the outbox sends it as an invitation, or as its cancellation. */
export type BookingInviteDraft = OutboxDraft & OutboxCalendarPart

/** How the meeting happens: a call to the visitor's number, a video link, or the office's address. */
export type MeetingWay =
  { mode: 'phone'; number: string } | { mode: 'video'; url: string } | { mode: 'office'; address: string }

/** Everything the booking's mails say, passed in by the booking service; nothing is read here. */
export type BookingMailDetails = {
  /** The invitation's UID, the same for every mail about the booking (see `bookingUid`). */
  uid: string
  /** The booking's revision, raised by the caller on every move and on cancelling. */
  sequence: number
  start: Date
  end: Date
  /** The meeting type's name, e.g. "Free consultation". */
  meetingName: string
  way: MeetingWay
  /** The visitor; their time zone, when known and valid, is shown beside the office's. */
  visitor: { name: string; email: string; contactNumber?: string; timeZone?: string | null }
  counsellor: InvitePerson
  consultancy: { name: string; address: string; timeZone: string }
  /** The invitation's organizer, e.g. the address the site's mail comes from. */
  organizer: InvitePerson
  /** The visitor's own links to move or cancel the booking, and to book again once it is cancelled. */
  links: { reschedule: string; cancel: string; book?: string }
  /** The lead in the admin, for the counsellor. */
  adminLeadUrl?: string
  /** The lead the booking came from, whose outbox messages these become. */
  lead?: OutboxDraft['lead']
  /** When the invitation is written (its DTSTAMP); now unless given. */
  stamp?: Date
}

export type Recipient = 'visitor' | 'counsellor'

/** A booking's invitation UID: stable for its whole life, unique to the site. */
export const bookingUid = (id: number | string, siteHost: string) => `booking-${id}@${siteHost}`

/** A moment as "Monday 30 March at 10:00 BST" in `timeZone`. */
export function meetingTime(date: Date, timeZone: string): string {
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

/** The visitor's time zone when it is known, valid, and not the office's own. */
function visitorZone(details: BookingMailDetails): string | null {
  const zone = details.visitor.timeZone
  if (!zone || !isTimeZone(zone)) return null
  return currentZoneName(zone) === currentZoneName(details.consultancy.timeZone) ? null : zone
}

/** The time of the meeting in the reader's zone first, then in the other's, one a line. */
export function whenLines(details: BookingMailDetails, start: Date, recipient: Recipient, label = 'When'): string[] {
  const office = meetingTime(start, details.consultancy.timeZone)
  const zone = visitorZone(details)
  if (!zone) return [`${label}: ${office}`]
  const visitor = meetingTime(start, zone)
  const pad = ' '.repeat(label.length + 2)
  return recipient === 'visitor'
    ? [`${label}: ${visitor} (your time)`, `${pad}${office} (our office's time)`]
    : [`${label}: ${office} (office time)`, `${pad}${visitor} (${details.visitor.name}'s time, ${zone})`]
}

/** The meeting's time as the reader's subject line gives it. */
export function subjectTime(details: BookingMailDetails, start: Date, recipient: Recipient): string {
  const zone = recipient === 'visitor' ? visitorZone(details) : null
  return meetingTime(start, zone ?? details.consultancy.timeZone)
}

const minutesOf = (details: BookingMailDetails) =>
  Math.round((details.end.getTime() - details.start.getTime()) / 60_000)

export function howLine(details: BookingMailDetails, recipient: Recipient): string {
  const { way, counsellor, visitor } = details
  switch (way.mode) {
    case 'phone':
      return recipient === 'visitor'
        ? `How: ${counsellor.name} will call you on ${way.number}.`
        : `How: a phone call; please call ${visitor.name} on ${way.number}.`
    case 'video':
      return `How: a video call, at ${way.url}`
    case 'office':
      return `Where: ${recipient === 'visitor' ? 'our' : 'the'} office, ${way.address}`
  }
}

export function meetingLine(details: BookingMailDetails, recipient: Recipient): string {
  const who = recipient === 'visitor' ? ` with ${details.counsellor.name}` : ''
  return `Meeting: ${details.meetingName}${who} (${minutesOf(details)} minutes)`
}

export function manageLines(details: BookingMailDetails): string[] {
  return [
    'If this time no longer suits you, you can choose another here:',
    details.links.reschedule,
    '',
    'If you cannot come, please cancel here, so that the time can go to someone else:',
    details.links.cancel,
  ]
}

export function visitorDetails(details: BookingMailDetails): string[] {
  const { visitor } = details
  return [
    `Name: ${visitor.name}`,
    `Email: ${visitor.email}`,
    ...(visitor.contactNumber ? [`Contact number: ${visitor.contactNumber}`] : []),
    ...(visitor.timeZone ? [`Time zone: ${visitor.timeZone}`] : []),
    ...(details.adminLeadUrl ? ['', `The lead in the admin: ${details.adminLeadUrl}`] : []),
  ]
}

export const signature = (details: BookingMailDetails) => ['', details.consultancy.name, details.consultancy.address]

/** The invitation, as a mail's calendar part; its text is the same for the visitor and the counsellor, so it names no one's private link. */
export function invite(details: BookingMailDetails, method: InviteMethod): OutboxCalendarPart {
  const { way, counsellor, visitor, consultancy } = details
  const how =
    way.mode === 'phone'
      ? `A phone call: ${counsellor.name} calls ${visitor.name} on ${way.number}.`
      : way.mode === 'video'
        ? `A video call: ${way.url}`
        : `At the office: ${way.address}`
  const calendar = inviteIcs({
    uid: details.uid,
    sequence: details.sequence,
    method,
    start: details.start,
    end: details.end,
    summary: `${details.meetingName}: ${visitor.name} with ${counsellor.name} (${consultancy.name})`,
    description: [
      `${details.meetingName} with ${counsellor.name} of ${consultancy.name}, booked by ${visitor.name}.`,
      how,
      '',
      `${consultancy.name}, ${consultancy.address}`,
    ].join('\n'),
    location: way.mode === 'phone' ? `Phone call to ${way.number}` : way.mode === 'video' ? way.url : way.address,
    ...(way.mode === 'video' ? { url: way.url } : {}),
    organizer: details.organizer,
    attendee: { name: visitor.name, email: visitor.email },
    ...(details.stamp ? { stamp: details.stamp } : {}),
    company: consultancy.name,
  })
  return { calendar, calendarMethod: method }
}

export const addressOf = (details: BookingMailDetails, recipient: Recipient) =>
  recipient === 'visitor' ? details.visitor.email : details.counsellor.email

export const leadOf = (details: BookingMailDetails) => (details.lead ? { lead: details.lead } : {})
