import type { CollectionConfig } from 'payload'

import { isAdmin, nobody } from '../../access/roles'
import { RECORD_ACCESS } from '../../fields/record-access'
import { expireFreeTimesOnChange } from '../../hooks/expire-free-times'
import { ownBookings } from './access'
import { moveLeadOnWhenAttended } from './move-lead-on'

export const BOOKING_STATUSES = ['booked', 'cancelled', 'attended', 'no-show'] as const
export type BookingStatus = (typeof BOOKING_STATUSES)[number]

const STATUS_LABELS: Record<BookingStatus, string> = {
  booked: 'Booked',
  cancelled: 'Cancelled',
  attended: 'Attended',
  'no-show': 'Did not come',
}

/**
 * A meeting a visitor booked with a counsellor (docs/decisions/0129). Made, moved and cancelled by the booking
 * service (the visitor's links, or staff), which keeps its time held; staff mark it attended or missed.
 */
export const Bookings: CollectionConfig = {
  slug: 'bookings',
  labels: { singular: 'Booking', plural: 'Bookings' },
  admin: {
    useAsTitle: 'name',
    group: 'Bookings',
    defaultColumns: ['start', 'name', 'counsellor', 'meetingType', 'status'],
    hidden: ({ user }) => (user as { role?: string } | null)?.role === 'editor',
  },
  defaultSort: 'start',
  hooks: {
    afterChange: [moveLeadOnWhenAttended, ...expireFreeTimesOnChange.afterChange],
    afterDelete: expireFreeTimesOnChange.afterDelete,
  },
  access: { read: ownBookings, update: ownBookings, create: nobody, delete: isAdmin },
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'start',
          type: 'date',
          required: true,
          index: true,
          access: RECORD_ACCESS,
          admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } },
        },
        {
          name: 'end',
          type: 'date',
          required: true,
          access: RECORD_ACCESS,
          admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } },
        },
      ],
    },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'booked',
      index: true,
      options: BOOKING_STATUSES.map((value) => ({ value, label: STATUS_LABELS[value] })),
      admin: { position: 'sidebar' },
    },
    {
      name: 'counsellor',
      type: 'relationship',
      relationTo: 'users',
      required: true,
      index: true,
      access: RECORD_ACCESS,
      admin: { position: 'sidebar', readOnly: true },
    },
    {
      name: 'meetingType',
      type: 'relationship',
      relationTo: 'meeting-types',
      required: true,
      access: RECORD_ACCESS,
      admin: { position: 'sidebar', readOnly: true },
    },
    { name: 'name', type: 'text', required: true, maxLength: 100, access: RECORD_ACCESS },
    { name: 'email', type: 'email', required: true, index: true, access: RECORD_ACCESS },
    // In E.164: a + and at most 15 digits (docs/decisions/0157).
    { name: 'contactNumber', type: 'text', required: true, maxLength: 16, access: RECORD_ACCESS },
    {
      name: 'visitorTimeZone',
      type: 'text',
      maxLength: 64,
      access: RECORD_ACCESS,
      admin: { readOnly: true, description: 'The time zone the visitor booked in.' },
    },
    {
      name: 'lead',
      type: 'relationship',
      relationTo: ['enquiries', 'consultations'],
      access: RECORD_ACCESS,
      admin: { readOnly: true, description: 'The enquiry or consultation this booking came from.' },
    },
    {
      name: 'sequence',
      type: 'number',
      defaultValue: 0,
      access: RECORD_ACCESS,
      admin: { hidden: true },
    },
  ],
}
