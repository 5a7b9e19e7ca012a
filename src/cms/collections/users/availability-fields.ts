import type { Field } from 'payload'

import { DAY_ONLY } from '../../fields/day-only'
import { openingHoursRow, optionalTimeSpan, timeZoneValidate } from '../../fields/opening-hours'
import { validateWebAddress } from '../../fields/web-address'

/**
 * When visitors can book a counsellor (docs/decisions/0129): weekly hours in the counsellor's own time zone, dated
 * changes to them, and the link of their video meetings. A counsellor edits their own; an admin everyone's. Their
 * leave (above) also keeps them off /book.
 */
export const availabilityFields: Field[] = [
  {
    type: 'collapsible',
    label: 'Bookable hours',
    admin: {
      condition: (_data, siblingData) => (siblingData as { role?: string })?.role === 'counsellor',
      description: 'When visitors can book a meeting with you on /book.',
    },
    fields: [
      {
        name: 'timeZone',
        type: 'text',
        defaultValue: 'Asia/Kolkata',
        label: 'Your time zone',
        validate: (value: unknown) => (value ? timeZoneValidate(value) : true),
        admin: { description: 'Your hours below are in this zone (an IANA name, such as Asia/Kolkata).' },
      },
      {
        name: 'weeklyHours',
        type: 'array',
        labels: { singular: 'Hours', plural: 'Weekly hours' },
        maxRows: 21,
        admin: { description: 'Add a day twice for a break.' },
        fields: [openingHoursRow],
      },
      {
        name: 'exceptions',
        type: 'array',
        labels: { singular: 'Change', plural: 'Changes on a date' },
        admin: { description: 'A day or some hours away, or extra hours, on one date.' },
        fields: [
          {
            type: 'row',
            fields: [
              { name: 'date', type: 'date', required: true, admin: { date: DAY_ONLY } },
              {
                name: 'kind',
                type: 'select',
                required: true,
                defaultValue: 'unavailable',
                options: [
                  { label: 'Away', value: 'unavailable' },
                  { label: 'Extra hours', value: 'extra' },
                ],
              },
            ],
          },
          optionalTimeSpan,
        ],
      },
      {
        name: 'videoLink',
        type: 'text',
        label: 'Video meeting link',
        validate: validateWebAddress({ required: false }),
      },
    ],
  },
]
