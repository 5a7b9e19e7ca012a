import type { OutboxCalendarPart, OutboxDraft } from '@/cms/collections/outbox-messages/outbox-draft'
import { isTimeZone } from '@/calendar/time-zone'
import { currentZoneName } from '@/calendar/zone-names'

import { inviteIcs, type InviteMethod, type InvitePerson } from './invite'

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
function whenLines(details: BookingMailDetails, start: Date, recipient: Recipient, label = 'When'): string[] {
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
function subjectTime(details: BookingMailDetails, start: Date, recipient: Recipient): string {
  const zone = recipient === 'visitor' ? visitorZone(details) : null
  return meetingTime(start, zone ?? details.consultancy.timeZone)
}

const minutesOf = (details: BookingMailDetails) =>
  Math.round((details.end.getTime() - details.start.getTime()) / 60_000)

function howLine(details: BookingMailDetails, recipient: Recipient): string {
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

function meetingLine(details: BookingMailDetails, recipient: Recipient): string {
  const who = recipient === 'visitor' ? ` with ${details.counsellor.name}` : ''
  return `Meeting: ${details.meetingName}${who} (${minutesOf(details)} minutes)`
}

function manageLines(details: BookingMailDetails): string[] {
  return [
    'If this time no longer suits you, you can choose another here:',
    details.links.reschedule,
    '',
    'If you cannot come, please cancel here, so that the time can go to someone else:',
    details.links.cancel,
  ]
}

function visitorDetails(details: BookingMailDetails): string[] {
  const { visitor } = details
  return [
    `Name: ${visitor.name}`,
    `Email: ${visitor.email}`,
    ...(visitor.contactNumber ? [`Contact number: ${visitor.contactNumber}`] : []),
    ...(visitor.timeZone ? [`Time zone: ${visitor.timeZone}`] : []),
    ...(details.adminLeadUrl ? ['', `The lead in the admin: ${details.adminLeadUrl}`] : []),
  ]
}

const signature = (details: BookingMailDetails) => ['', details.consultancy.name, details.consultancy.address]

/** The invitation's text: the same for the visitor and the counsellor, so it names no one's private link. */
function invite(details: BookingMailDetails, method: InviteMethod): OutboxCalendarPart {
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

const addressOf = (details: BookingMailDetails, recipient: Recipient) =>
  recipient === 'visitor' ? details.visitor.email : details.counsellor.email

const leadOf = (details: BookingMailDetails) => (details.lead ? { lead: details.lead } : {})

/** The visitor's confirmation: the meeting in their time and the office's, how it happens, and their links. */
export function visitorConfirmation(details: BookingMailDetails): BookingInviteDraft {
  return {
    kind: 'booking-confirmation',
    to: details.visitor.email,
    subject: `Your meeting with ${details.consultancy.name}: ${subjectTime(details, details.start, 'visitor')}`,
    text: [
      `Dear ${details.visitor.name},`,
      '',
      `Thank you for booking a meeting with ${details.consultancy.name}. Here are the details:`,
      '',
      meetingLine(details, 'visitor'),
      ...whenLines(details, details.start, 'visitor'),
      howLine(details, 'visitor'),
      '',
      'The invitation with this email adds the meeting to your calendar.',
      '',
      ...manageLines(details),
      '',
      'We look forward to speaking with you.',
      ...signature(details),
    ].join('\n'),
    ...invite(details, 'REQUEST'),
    ...leadOf(details),
  }
}

/** The counsellor's copy: the same invitation, the visitor's details, and the lead in the admin when given. */
export function counsellorConfirmation(details: BookingMailDetails): BookingInviteDraft {
  return {
    kind: 'booking-confirmation',
    to: details.counsellor.email,
    subject: `New booking: ${details.visitor.name}, ${subjectTime(details, details.start, 'counsellor')}`,
    text: [
      `${details.visitor.name} has booked a meeting with you.`,
      '',
      meetingLine(details, 'counsellor'),
      ...whenLines(details, details.start, 'counsellor'),
      howLine(details, 'counsellor'),
      '',
      ...visitorDetails(details),
      '',
      'The invitation with this email adds the meeting to your calendar.',
    ].join('\n'),
    ...invite(details, 'REQUEST'),
    ...leadOf(details),
  }
}

/**
 * A move to a new time, for the visitor or the counsellor: `details` has the new time and the raised sequence, so
 * the invitation moves the meeting already in their calendar; `previous` is the time it had.
 */
export function bookingUpdate(
  details: BookingMailDetails,
  previous: { start: Date },
  recipient: Recipient,
): BookingInviteDraft {
  const moved = [
    ...whenLines(details, details.start, recipient, 'New time'),
    ...whenLines(details, previous.start, recipient, 'It was'),
    '',
    meetingLine(details, recipient),
    howLine(details, recipient),
  ]
  const text =
    recipient === 'visitor'
      ? [
          `Dear ${details.visitor.name},`,
          '',
          `Your meeting with ${details.consultancy.name} has moved to a new time.`,
          '',
          ...moved,
          '',
          'The invitation with this email moves the meeting in your calendar.',
          '',
          ...manageLines(details),
          ...signature(details),
        ]
      : [
          `Your meeting with ${details.visitor.name} has moved to a new time.`,
          '',
          ...moved,
          '',
          ...visitorDetails(details),
          '',
          'The invitation with this email moves the meeting in your calendar.',
        ]
  return {
    kind: 'booking-update',
    to: addressOf(details, recipient),
    subject:
      recipient === 'visitor'
        ? `Your meeting has moved to ${subjectTime(details, details.start, recipient)}`
        : `Booking moved: ${details.visitor.name}, now ${subjectTime(details, details.start, recipient)}`,
    text: text.join('\n'),
    ...invite(details, 'REQUEST'),
    ...leadOf(details),
  }
}

/**
 * A cancellation, for the visitor or the counsellor: its invitation (CANCEL, with the raised sequence) removes the
 * meeting from their calendar. `cancelledBy` says whose choice it was; the visitor is offered `links.book`, if given.
 */
export function bookingCancellation(
  details: BookingMailDetails,
  recipient: Recipient,
  cancelledBy: 'visitor' | 'staff',
): BookingInviteDraft {
  const when = subjectTime(details, details.start, recipient)
  const text =
    recipient === 'visitor'
      ? [
          `Dear ${details.visitor.name},`,
          '',
          cancelledBy === 'visitor'
            ? `As you asked, we have cancelled your meeting with ${details.consultancy.name}.`
            : `We are sorry, but we have had to cancel your meeting with ${details.consultancy.name}.`,
          '',
          meetingLine(details, recipient),
          ...whenLines(details, details.start, recipient),
          '',
          'The cancellation with this email removes the meeting from your calendar.',
          ...(details.links.book
            ? [
                '',
                'If you would like to talk with us at another time, you can book a new meeting here:',
                details.links.book,
              ]
            : []),
          ...signature(details),
        ]
      : [
          cancelledBy === 'visitor'
            ? `${details.visitor.name} has cancelled their meeting with you.`
            : `Your meeting with ${details.visitor.name} has been cancelled.`,
          '',
          meetingLine(details, recipient),
          ...whenLines(details, details.start, recipient),
          '',
          ...visitorDetails(details),
          '',
          'The cancellation with this email removes the meeting from your calendar.',
        ]
  return {
    kind: 'booking-cancellation',
    to: addressOf(details, recipient),
    subject:
      recipient === 'visitor'
        ? `Your meeting on ${when} is cancelled`
        : `Booking cancelled: ${details.visitor.name}, ${when}`,
    text: text.join('\n'),
    ...invite(details, 'CANCEL'),
    ...leadOf(details),
  }
}

/** "in 1 hour", "in 24 hours". */
const inHours = (hours: number) => `in ${hours} ${hours === 1 ? 'hour' : 'hours'}`

/** The visitor's reminder, `hoursAhead` before the meeting (e.g. 24, then 1): text only, with their links. */
export function bookingReminder(details: BookingMailDetails, hoursAhead: number): OutboxDraft {
  return {
    kind: 'booking-reminder',
    to: details.visitor.email,
    subject: `Reminder: your meeting with ${details.consultancy.name} is ${inHours(hoursAhead)}`,
    text: [
      `Dear ${details.visitor.name},`,
      '',
      `A short reminder: your meeting with ${details.consultancy.name} is ${inHours(hoursAhead)}.`,
      '',
      meetingLine(details, 'visitor'),
      ...whenLines(details, details.start, 'visitor'),
      howLine(details, 'visitor'),
      '',
      ...manageLines(details),
      '',
      'We look forward to speaking with you.',
      ...signature(details),
    ].join('\n'),
    ...leadOf(details),
  }
}
