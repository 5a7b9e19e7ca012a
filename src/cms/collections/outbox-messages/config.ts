import type { Access, CollectionConfig } from 'payload'

import { isAdmin, isLeadStaff, nobody } from '../../access/roles'
import { jsonField } from '../../fields/json'

/**
 * Every kind of message the outbox holds (each mail of src/outbox/mails/ names its own); the `kind` field offers these, in
 * this order. A new kind changes the database (PostgreSQL keeps them as an enum), so it comes with a migration.
 */
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
  'portal-sign-in',
  'portal-invitation',
  'application-stage',
  'deadline-reminder',
  'portal-message',
  'deletion-request',
  'event-confirmation',
  'event-waiting',
  'event-offer',
  'event-cancellation',
  'event-reminder',
  'event-follow-up',
  'document-review',
  'document-reminder',
] as const
export type OutboxKind = (typeof OUTBOX_KINDS)[number]

/** How a message's calendar part asks a calendar to treat its event (RFC 5546): add or move it, or remove it. */
export const CALENDAR_METHODS = ['REQUEST', 'CANCEL'] as const
export type CalendarMethod = (typeof CALENDAR_METHODS)[number]

export const OUTBOX_STATUSES = ['queued', 'sent', 'retrying', 'failed', 'not-sent'] as const
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number]

const STATUS_LABELS: Record<OutboxStatus, string> = {
  queued: 'Queued',
  sent: 'Sent',
  retrying: 'Retrying (mail server unreachable)',
  failed: 'Failed (retries used up)',
  'not-sent': 'Not sent (no SMTP_URL)',
}

const KIND_LABELS: Record<OutboxKind, string> = {
  'lead-notification': 'Staff notification',
  acknowledgement: 'Visitor acknowledgement',
  'newsletter-confirmation': 'Newsletter confirmation',
  'staff-account': 'Staff account (password reset)',
  'response-reminder': 'Response reminder (to the counsellor)',
  'response-overdue': 'Response overdue (to the admins)',
  'booking-confirmation': 'Booking confirmation (to the visitor or the counsellor)',
  'booking-update': 'Booking moved (new time)',
  'booking-cancellation': 'Booking cancelled',
  'booking-reminder': 'Booking reminder (to the visitor)',
  'portal-sign-in': 'Portal sign-in link',
  'portal-invitation': 'Portal invitation (to a student or a guardian)',
  'application-stage': 'Application stage changed (to the student)',
  'deadline-reminder': 'Application deadline reminder',
  'portal-message': 'New message notice',
  'deletion-request': 'Deletion request (to the admins)',
  'event-confirmation': 'Event registration confirmed (with the invitation)',
  'event-waiting': 'Event waiting list (the visitor’s place)',
  'event-offer': 'Event seat offered (held for a time)',
  'event-cancellation': 'Event registration cancelled',
  'event-reminder': 'Event reminder (to the registered visitor)',
  'event-follow-up': 'Event follow-up (attended or missed)',
  'document-review': 'Document reviewed (to the student)',
  'document-reminder': 'Document due reminder (to the student)',
}

const CALENDAR_METHOD_LABELS: Record<CalendarMethod, string> = {
  REQUEST: 'Invitation (add or update the meeting)',
  CANCEL: 'Cancellation (remove the meeting)',
}

/**
 * Lead staff read the mail about leads. Mail that carries a key only admins read: a staff account's password-reset
 * link, a newsletter confirmation, whose link would let staff confirm an address for its owner, and a portal sign-in
 * link, which would let a counsellor sign in as the student (docs/decisions/0177).
 */
const ADMIN_ONLY_KINDS = ['staff-account', 'newsletter-confirmation', 'portal-sign-in']
const readOutbox: Access = ({ req }) => {
  if (isAdmin({ req })) return true
  return isLeadStaff({ req }) ? { kind: { not_in: ADMIN_ONLY_KINDS } } : false
}

/**
 * Every email the site sends, written in the same transaction as the lead it is about and sent by the
 * `sendOutboxMessage` job (src/outbox/mail-job.ts). Nothing is dropped: without SMTP_URL a message stays
 * here as not sent.
 */
export const OutboxMessages: CollectionConfig = {
  slug: 'outbox-messages',
  labels: { singular: 'Outgoing email', plural: 'Outbox' },
  admin: {
    useAsTitle: 'subject',
    defaultColumns: ['subject', 'to', 'kind', 'status', 'attempts', 'sentAt', 'createdAt'],
    group: 'Leads',
  },
  defaultSort: '-createdAt',
  access: { read: readOutbox, create: nobody, update: isAdmin, delete: isAdmin },
  fields: [
    {
      name: 'kind',
      type: 'select',
      required: true,
      index: true,
      options: OUTBOX_KINDS.map((value) => ({ label: KIND_LABELS[value], value })),
    },
    { name: 'to', type: 'text', required: true },
    { name: 'subject', type: 'text', required: true },
    { name: 'text', type: 'textarea', required: true },
    { name: 'html', type: 'textarea' },
    jsonField({ name: 'headers', admin: { description: 'Extra mail headers, e.g. List-Unsubscribe.' } }),
    {
      name: 'calendar',
      type: 'textarea',
      admin: { description: 'The calendar invitation sent with the email (iCalendar text), if it has one.' },
    },
    {
      name: 'calendarMethod',
      type: 'select',
      options: CALENDAR_METHODS.map((value) => ({ label: CALENDAR_METHOD_LABELS[value], value })),
      admin: { description: 'What the invitation asks the calendar to do.' },
    },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'queued',
      index: true,
      options: OUTBOX_STATUSES.map((value) => ({ label: STATUS_LABELS[value], value })),
      admin: { position: 'sidebar' },
    },
    { name: 'attempts', type: 'number', defaultValue: 0, admin: { position: 'sidebar', readOnly: true } },
    { name: 'lastError', type: 'textarea', admin: { readOnly: true } },
    { name: 'sentAt', type: 'date', admin: { position: 'sidebar', readOnly: true } },
    {
      name: 'lead',
      type: 'relationship',
      relationTo: ['enquiries', 'consultations', 'newsletter-subscribers'],
      admin: { position: 'sidebar', readOnly: true },
    },
  ],
}
