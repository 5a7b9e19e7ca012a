import ical, { ICalAttendeeRole, ICalAttendeeStatus, ICalCalendarMethod, ICalEventStatus } from 'ical-generator'

/** What an invitation asks a calendar to do with its meeting (RFC 5546): add or move it, or remove it. */
export type InviteMethod = 'REQUEST' | 'CANCEL'

export type InvitePerson = { name: string; email: string }

/** One meeting as a calendar invitation: the event, who organises it, and who is invited. */
export type Invite = {
  /** Stable across every version of the meeting, e.g. `booking-42@www.example.org`. */
  uid: string
  /** The meeting's revision: raised by the caller on every change, so a calendar applies the newest one. */
  sequence: number
  method: InviteMethod
  start: Date
  end: Date
  summary: string
  description: string
  location?: string
  url?: string
  organizer: InvitePerson
  attendee: InvitePerson
  /** When this version was written (DTSTAMP); now unless given. */
  stamp?: Date
  /** Who made the calendar (its PRODID): the consultancy's name. */
  company: string
}

/**
 * The iCalendar text of an invitation, or of its cancellation, for a mail's calendar part. Times are written in
 * UTC, so no time-zone definitions are needed and every calendar shows them in its owner's own zone. The visitor
 * chose the time themselves, so they and the organizer are written as having accepted, and no reply is asked for.
 */
export function inviteIcs(invite: Invite): string {
  const cancel = invite.method === 'CANCEL'
  const calendar = ical({
    prodId: { company: invite.company, product: 'Bookings', language: 'EN' },
    method: cancel ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST,
  })
  const organizer = {
    name: invite.organizer.name,
    email: invite.organizer.email,
    role: ICalAttendeeRole.CHAIR,
    status: ICalAttendeeStatus.ACCEPTED,
    rsvp: false,
  }
  const attendee = {
    name: invite.attendee.name,
    email: invite.attendee.email,
    role: ICalAttendeeRole.REQ,
    status: ICalAttendeeStatus.ACCEPTED,
    rsvp: false,
  }
  const sameAddress = invite.organizer.email.toLowerCase() === invite.attendee.email.toLowerCase()
  calendar.createEvent({
    id: invite.uid,
    sequence: invite.sequence,
    stamp: invite.stamp ?? new Date(),
    start: invite.start,
    end: invite.end,
    summary: invite.summary,
    description: invite.description,
    location: invite.location ?? null,
    url: invite.url ?? null,
    status: cancel ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    organizer: { name: invite.organizer.name, email: invite.organizer.email },
    attendees: sameAddress ? [attendee] : [organizer, attendee],
  })
  return calendar.toString()
}
