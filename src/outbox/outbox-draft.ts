import type { CalendarMethod, OutboxKind } from '@/cms/collections/outbox-messages/config'
import type { Consultation, Enquiry } from '@/cms/payload-types'

export type LeadCollection = 'enquiries' | 'consultations'

/** A lead of either collection: the fields the two share, and each one's own as optional. */
export type LeadDoc = Pick<Enquiry | Consultation, keyof Enquiry & keyof Consultation> &
  Partial<Omit<Enquiry, keyof Consultation>> &
  Partial<Omit<Consultation, keyof Enquiry>>

/**
 * A message as its mail composes it (./mails/), before the outbox adds its status: `enqueue` (./enqueue.server.ts)
 * stores it. It lives here, below the services that send mail (the leads, the bookings), so that each can name it
 * without importing the other.
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
