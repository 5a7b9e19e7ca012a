import ical, { ICalCalendarMethod, ICalEventStatus } from 'ical-generator'

/** An event's UID in every calendar file and invitation of it: the same across changes, so calendars update it. */
export const eventUid = (eventId: number, host: string) => `event-${eventId}@${host}`

export type PublicEvent = {
  id: number
  title: string
  summary: string
  start: string
  end: string
  cancelled: boolean
  /** The venue and address, or nothing for an event online. */
  location: string | null
  url: string
  sequence: number
}

/**
 * The "add to calendar" file of an event's page (RFC 5545, METHOD:PUBLISH): its times in UTC, its place and its page,
 * never its join link, which only registered people get by mail.
 */
export function publicEventIcs(event: PublicEvent, { host, company }: { host: string; company: string }): string {
  const calendar = ical({
    prodId: { company, product: 'Events', language: 'EN' },
    method: ICalCalendarMethod.PUBLISH,
  })
  calendar.createEvent({
    id: eventUid(event.id, host),
    sequence: event.sequence,
    start: new Date(event.start),
    end: new Date(event.end),
    summary: event.title,
    description: `${event.summary}\n\n${event.url}`,
    location: event.location,
    url: event.url,
    status: event.cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
  })
  return calendar.toString()
}
