/** Every kind of message the outbox holds; the collection's `kind` field offers these, in this order. */
export const OUTBOX_KINDS = [
  'lead-notification',
  'acknowledgement',
  'newsletter-confirmation',
  'staff-account',
  'response-reminder',
  'response-overdue',
  'booking-confirmation',
  'booking-update',
  'booking-cancellation',
  'booking-reminder',
] as const
export type OutboxKind = (typeof OUTBOX_KINDS)[number]

/** How a message's calendar part asks a calendar to treat its event (RFC 5546): add or move it, or remove it. */
export const CALENDAR_METHODS = ['REQUEST', 'CANCEL'] as const
export type CalendarMethod = (typeof CALENDAR_METHODS)[number]

export type LeadCollection = 'enquiries' | 'consultations'

/**
 * A message as its writer composes it, before the outbox adds its status: the services that write mail (the leads,
 * the bookings) return these, and `enqueue` (src/leads/outbox.server.ts) stores them. It lives here, below both,
 * so that each can name it without importing the other.
 */
export type OutboxDraft = {
  kind: OutboxKind
  to: string
  subject: string
  text: string
  html?: string
  headers?: Record<string, string>
  /** The lead or subscriber the message is about; none for a staff account's mail. */
  lead?: { relationTo: LeadCollection | 'newsletter-subscribers'; value: number | string }
} & (OutboxCalendarPart | { calendar?: undefined; calendarMethod?: undefined })

/**
 * An iCalendar object sent as the message's calendar part (an invitation, or its cancellation), and its METHOD,
 * the same as the one inside it: the two come together or not at all.
 */
export type OutboxCalendarPart = { calendar: string; calendarMethod: CalendarMethod }
