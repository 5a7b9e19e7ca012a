import type { CollectionConfig } from 'payload'

import { hiddenFromCounsellors, isAdmin, isLeadStaff } from '../../access/roles'
import { expireFreeTimesOnChange } from '../../hooks/expire-free-times'

const multipleOf = (step: number, what: string) => (value: unknown) =>
  value === null || value === undefined || (typeof value === 'number' && value % step === 0)
    ? true
    : `${what} must be a multiple of ${step} minutes.`

/**
 * A kind of meeting visitors book (docs/decisions/0129): the free consultation to start with. Its rules decide the
 * free times: length, buffers, notice, how far ahead, and a counsellor's daily cap.
 */
export const MeetingTypes: CollectionConfig = {
  slug: 'meeting-types',
  labels: { singular: 'Meeting type', plural: 'Meeting types' },
  admin: {
    useAsTitle: 'name',
    group: 'Bookings',
    defaultColumns: ['name', 'slug', 'durationMinutes', 'mode', 'active'],
    hidden: hiddenFromCounsellors,
  },
  access: { read: isLeadStaff, create: isAdmin, update: isAdmin, delete: isAdmin },
  hooks: expireFreeTimesOnChange,
  fields: [
    { name: 'name', type: 'text', required: true, maxLength: 80 },
    {
      name: 'slug',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      validate: (value: unknown) =>
        typeof value === 'string' && /^[a-z0-9]+(-[a-z0-9]+)*$/.test(value)
          ? true
          : 'Lower-case letters, digits and hyphens, such as free-consultation.',
    },
    {
      name: 'durationMinutes',
      type: 'number',
      required: true,
      defaultValue: 30,
      min: 15,
      max: 240,
      label: 'Length (minutes)',
      validate: multipleOf(15, 'The length'),
    },
    {
      name: 'mode',
      type: 'select',
      required: true,
      defaultValue: 'video',
      label: 'How it happens',
      options: [
        { label: 'Phone call', value: 'phone' },
        { label: 'Video call', value: 'video' },
        { label: 'At the office', value: 'office' },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'bufferBeforeMinutes',
          type: 'number',
          defaultValue: 0,
          min: 0,
          max: 120,
          label: 'Free before (minutes)',
          validate: multipleOf(5, 'A buffer'),
        },
        {
          name: 'bufferAfterMinutes',
          type: 'number',
          defaultValue: 15,
          min: 0,
          max: 120,
          label: 'Free after (minutes)',
          validate: multipleOf(5, 'A buffer'),
        },
      ],
    },
    {
      name: 'minimumNoticeMinutes',
      type: 'number',
      required: true,
      defaultValue: 240,
      min: 0,
      max: 20160,
      label: 'Minimum notice (minutes)',
    },
    {
      name: 'horizonDays',
      type: 'number',
      required: true,
      defaultValue: 21,
      min: 1,
      max: 90,
      label: 'Bookable up to (days ahead)',
    },
    {
      name: 'dailyCap',
      type: 'number',
      min: 1,
      max: 20,
      label: 'At most per counsellor per day',
      admin: { description: 'Empty: no cap.' },
    },
    { name: 'active', type: 'checkbox', defaultValue: true, admin: { description: 'Offered on /book.' } },
  ],
}
