import type { CollectionConfig } from 'payload'

import { isAdmin, isLeadStaff, nobody } from '../../access/roles'
import { field } from '../../csv-export/csv'
import { csvExportEndpoint } from '../../csv-export/csv-export-endpoint'
import { RECORD_ACCESS } from '../../fields/record-access'
import { moveLeadOnWhenAttended } from './move-lead-on'

/** The check-in list's export: who registered, their status and seat, and whether they came. */
const CSV_COLUMNS = [
  ...['id', 'createdAt', 'name', 'email', 'contactNumber', 'status', 'seat', 'attended'].map(field),
  {
    header: 'answers',
    value: (doc: Record<string, unknown>) =>
      ((doc.answers as { question: string; answer?: string | null }[] | undefined) ?? [])
        .map((entry) => `${entry.question}: ${entry.answer ?? ''}`)
        .join(' | '),
  },
]

export const REGISTRATION_STATUSES = ['seat', 'waiting', 'offered', 'cancelled'] as const
export type RegistrationStatus = (typeof REGISTRATION_STATUSES)[number]

const STATUS_LABELS: Record<RegistrationStatus, string> = {
  seat: 'Has a seat',
  waiting: 'Waiting list',
  offered: 'Offered a seat (holding it)',
  cancelled: 'Cancelled',
}

/**
 * One visitor's registration for an event (docs/decisions/0172). Made, cancelled and moved up by the events service,
 * which numbers the seats: the pair (event, seat) is unique, and seats are numbered from 1 to the capacity, so the
 * database itself refuses more registrations than seats, however many arrive at once. Staff mark attendance.
 */
export const EventRegistrations: CollectionConfig = {
  slug: 'event-registrations',
  labels: { singular: 'Event registration', plural: 'Event registrations' },
  admin: {
    useAsTitle: 'name',
    group: 'Leads',
    defaultColumns: ['name', 'event', 'status', 'attended', 'email', 'createdAt'],
    listSearchableFields: ['name', 'email', 'contactNumber'],
    hidden: ({ user }) => (user as { role?: string } | null)?.role === 'editor',
  },
  defaultSort: '-createdAt',
  indexes: [{ fields: ['event', 'seat'], unique: true }],
  hooks: { afterChange: [moveLeadOnWhenAttended] },
  endpoints: [csvExportEndpoint({ collection: 'event-registrations', columns: CSV_COLUMNS })],
  access: { read: isLeadStaff, update: isLeadStaff, create: nobody, delete: isAdmin },
  fields: [
    {
      name: 'event',
      type: 'relationship',
      relationTo: 'events',
      required: true,
      index: true,
      access: RECORD_ACCESS,
      admin: { readOnly: true },
    },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'seat',
      index: true,
      access: RECORD_ACCESS,
      options: REGISTRATION_STATUSES.map((value) => ({ value, label: STATUS_LABELS[value] })),
      admin: {
        position: 'sidebar',
        readOnly: true,
        description: 'Changed by the visitor’s links and the check-in list’s Move up and Admit.',
      },
    },
    {
      name: 'attended',
      type: 'checkbox',
      defaultValue: false,
      index: true,
      admin: { position: 'sidebar' },
    },
    {
      // The seat's number, 1 to the event's capacity (above it only when staff admit someone beyond it); empty on
      // the waiting list, when cancelled, and for events without a limit.
      name: 'seat',
      type: 'number',
      access: RECORD_ACCESS,
      admin: { position: 'sidebar', readOnly: true },
    },
    {
      // The waiting list's order: lowest first. Staff moving someone up give them a number below the first.
      name: 'queueOrder',
      type: 'number',
      index: true,
      access: RECORD_ACCESS,
      admin: { hidden: true },
    },
    {
      name: 'offerExpiresAt',
      type: 'date',
      access: RECORD_ACCESS,
      admin: {
        position: 'sidebar',
        readOnly: true,
        date: { pickerAppearance: 'dayAndTime' },
        condition: (data) => data?.status === 'offered',
      },
    },
    { name: 'name', type: 'text', required: true, maxLength: 100, access: RECORD_ACCESS },
    { name: 'email', type: 'email', required: true, index: true, access: RECORD_ACCESS },
    // In E.164: a + and at most 15 digits (docs/decisions/0157).
    { name: 'contactNumber', type: 'text', required: true, maxLength: 16, access: RECORD_ACCESS },
    {
      name: 'answers',
      type: 'array',
      access: RECORD_ACCESS,
      admin: { readOnly: true },
      fields: [
        { name: 'question', type: 'text', required: true, maxLength: 200 },
        { name: 'answer', type: 'textarea', maxLength: 1000 },
      ],
    },
    {
      name: 'lead',
      type: 'relationship',
      relationTo: ['enquiries', 'consultations'],
      access: RECORD_ACCESS,
      admin: { readOnly: true, description: 'The lead this registration made or joined.' },
    },
    {
      // The secret of the visitor's cancel and accept links; nobody reads it through the API.
      name: 'token',
      type: 'text',
      required: true,
      unique: true,
      access: { read: nobody, update: nobody },
      admin: { hidden: true },
    },
  ],
}
