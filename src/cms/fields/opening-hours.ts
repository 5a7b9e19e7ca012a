import type { Field } from 'payload'

import { isTimeZone } from '@/calendar/time-zone'
import { minutesOfDay, WEEKDAYS } from '@/calendar/working-time'

const DAY_LABELS: Record<(typeof WEEKDAYS)[number], string> = {
  mon: 'Monday',
  tue: 'Tuesday',
  wed: 'Wednesday',
  thu: 'Thursday',
  fri: 'Friday',
  sat: 'Saturday',
  sun: 'Sunday',
}

/** A time of day as staff type it, "09:30". */
export const timeOfDay = (value: unknown) =>
  typeof value === 'string' && minutesOfDay(value) !== null ? true : 'Write the time as HH:MM, from 00:00 to 23:59.'

/** An optional time of day that, given, comes after the one in `after` beside it. */
const timeAfter =
  (after: string, message: string) =>
  (value: unknown, { siblingData }: { siblingData: Record<string, unknown> }) => {
    const valid = timeOfDay(value)
    if (valid !== true) return valid
    const earlier = minutesOfDay(String(siblingData[after] ?? ''))
    return earlier === null || minutesOfDay(value as string)! > earlier ? true : message
  }

export const timeZoneValidate = (value: unknown) =>
  typeof value === 'string' && isTimeZone(value) ? true : 'Use an IANA time zone, such as Asia/Kolkata.'

/** The fields of one row of weekly hours: a day, opening and closing. */
export const openingHoursRow: Field = {
  type: 'row',
  fields: [
    {
      name: 'day',
      type: 'select',
      required: true,
      options: WEEKDAYS.map((value) => ({ value, label: DAY_LABELS[value] })),
    },
    { name: 'opens', type: 'text', required: true, validate: timeOfDay, admin: { placeholder: '09:30' } },
    {
      name: 'closes',
      type: 'text',
      required: true,
      admin: { placeholder: '18:00' },
      validate: timeAfter('opens', 'Closing must be after opening.'),
    },
  ],
}

/** An optional from–until pair on one day; both empty means the whole day. */
export const optionalTimeSpan: Field = {
  type: 'row',
  fields: [
    {
      name: 'from',
      type: 'text',
      admin: { placeholder: '13:00' },
      validate: (value: unknown) => (value ? timeOfDay(value) : true),
    },
    {
      name: 'until',
      type: 'text',
      admin: { placeholder: '17:00' },
      validate: (value: unknown, options: { siblingData: Record<string, unknown> }) =>
        value || options.siblingData.from ? timeAfter('from', 'Until must be after from.')(value, options) : true,
    },
  ],
}
