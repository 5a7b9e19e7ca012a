import type { Payload, PayloadRequest } from 'payload'

import type { WorkingCalendar } from '@/calendar/working-time'
import { DEFAULT_RESPONSE_MINUTES, DEFAULT_TIME_ZONE, DEFAULT_WORKING_HOURS } from './follow-up-fields'
import type { SiteSetting } from '../../payload-types'

/** How leads are followed up, from the site settings (Lead follow-up). */
export type FollowUpSettings = {
  calendar: WorkingCalendar
  responseTargetMinutes: number
  assignment: 'rotation' | 'manual'
  onDeadline: 'tell-admins' | 'tell-admins-and-reassign'
}

type Stored = Pick<
  SiteSetting,
  'officeTimeZone' | 'workingHours' | 'holidays' | 'responseTargetMinutes' | 'leadAssignment' | 'onDeadline'
>

/** A day-only date as the admin stores it (noon UTC of the day picked) → YYYY-MM-DD. */
export const storedDay = (value: string) => new Date(value).toISOString().slice(0, 10)

export async function followUpSettings(payload: Payload, req?: Partial<PayloadRequest>): Promise<FollowUpSettings> {
  const stored: Partial<Stored> = await payload.findGlobal({
    slug: 'site-settings',
    select: {
      officeTimeZone: true,
      workingHours: true,
      holidays: true,
      responseTargetMinutes: true,
      leadAssignment: true,
      onDeadline: true,
    },
    depth: 0,
    overrideAccess: true,
    req,
  })
  // Settings never saved (a new database before the seed) have no follow-up settings: the defaults apply. Saved ones
  // always have a time zone, and their working hours are what staff set, none included.
  const saved = Boolean(stored.officeTimeZone)
  return {
    calendar: {
      timeZone: stored.officeTimeZone || DEFAULT_TIME_ZONE,
      hours: saved ? (stored.workingHours ?? []) : DEFAULT_WORKING_HOURS,
      holidays: (stored.holidays ?? []).map((holiday) => storedDay(holiday.date)),
    },
    responseTargetMinutes: stored.responseTargetMinutes ?? DEFAULT_RESPONSE_MINUTES,
    assignment: stored.leadAssignment ?? 'rotation',
    onDeadline: stored.onDeadline ?? 'tell-admins',
  }
}
