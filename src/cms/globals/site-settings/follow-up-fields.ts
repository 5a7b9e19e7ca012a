import type { Field, FieldAccess } from 'payload'

import { isAdmin, isLeadStaff } from '../../access/roles'
import { DAY_ONLY } from '../../fields/day-only'
import { openingHoursRow, timeZoneValidate } from '../../fields/opening-hours'

const adminOnly: FieldAccess = ({ req }) => isAdmin({ req })
const leadStaff: FieldAccess = ({ req }) => isLeadStaff({ req })

export const DEFAULT_TIME_ZONE = 'Asia/Kolkata'
export const DEFAULT_RESPONSE_MINUTES = 60

/** The demo office's week: Monday to Friday 09:30–18:00, Saturday 10:00–14:00. */
export const DEFAULT_WORKING_HOURS = [
  ...(['mon', 'tue', 'wed', 'thu', 'fri'] as const).map((day) => ({ day, opens: '09:30', closes: '18:00' })),
  { day: 'sat' as const, opens: '10:00', closes: '14:00' },
]

/**
 * How new leads are shared out and how fast they must be answered (docs/decisions/0127): the office's time zone and
 * working week, against which every response clock runs, the target, the rotation and what happens at the deadline.
 */
export const followUpFields: Field[] = [
  {
    name: 'officeTimeZone',
    type: 'text',
    required: true,
    defaultValue: DEFAULT_TIME_ZONE,
    access: { read: leadStaff, update: adminOnly },
    validate: timeZoneValidate,
    admin: { description: 'Working hours and holidays below are in this zone (an IANA name, such as Asia/Kolkata).' },
  },
  {
    name: 'workingHours',
    type: 'array',
    labels: { singular: 'Opening hours', plural: 'Working hours' },
    defaultValue: DEFAULT_WORKING_HOURS,
    maxRows: 21,
    access: { read: leadStaff, update: adminOnly },
    admin: {
      description:
        'When the office answers leads. Response clocks count only this time. Add a day twice for a break at midday.',
    },
    fields: [openingHoursRow],
  },
  {
    name: 'holidays',
    type: 'array',
    labels: { singular: 'Holiday', plural: 'Holidays' },
    access: { read: leadStaff, update: adminOnly },
    admin: { description: 'Days the office is closed: response clocks stand still.' },
    fields: [
      {
        type: 'row',
        fields: [
          { name: 'date', type: 'date', required: true, admin: { date: DAY_ONLY } },
          { name: 'name', type: 'text', maxLength: 80 },
        ],
      },
    ],
  },
  {
    name: 'responseTargetMinutes',
    type: 'number',
    required: true,
    min: 5,
    max: 2880,
    defaultValue: DEFAULT_RESPONSE_MINUTES,
    label: 'Answer new leads within (working minutes)',
    access: { read: leadStaff, update: adminOnly },
  },
  {
    name: 'leadAssignment',
    type: 'select',
    required: true,
    defaultValue: 'rotation',
    access: { read: leadStaff, update: adminOnly },
    options: [
      { label: 'Share new leads among the counsellors in turn', value: 'rotation' },
      { label: 'Assign every lead by hand', value: 'manual' },
    ],
    admin: {
      description:
        'In turn: each new lead goes to the next counsellor who takes new leads and is not on leave (their share on their staff record).',
    },
  },
  {
    name: 'onDeadline',
    type: 'select',
    required: true,
    defaultValue: 'tell-admins',
    label: 'When a lead is not answered in time',
    access: { read: leadStaff, update: adminOnly },
    options: [
      { label: 'Email the admins', value: 'tell-admins' },
      { label: 'Email the admins and pass the lead to the next counsellor', value: 'tell-admins-and-reassign' },
    ],
  },
]
