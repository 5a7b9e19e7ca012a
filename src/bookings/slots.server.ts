import type { Payload, PayloadRequest } from 'payload'

import { addDays } from '@/calendar/working-time'
import { followUpSettings } from '@/cms/globals/site-settings/follow-up-settings.server'

import { bookableCounsellors, bookedBetween, type BookableType } from './availability.server'
import { freeSlots, type FreeSlot } from './free-slots'

export const MAX_SLOT_DAYS = 31

/** The free times of a meeting type from the office's day `from`, for `days` days, in the office's time zone. */
export async function availableSlots(
  payload: Payload,
  {
    type,
    from,
    days,
    now,
    include,
    req,
  }: { type: BookableType; from: string; days: number; now: number; include?: number; req?: Partial<PayloadRequest> },
): Promise<{ timeZone: string; slots: FreeSlot[] }> {
  const { calendar } = await followUpSettings(payload, req)
  const span = Math.min(Math.max(days, 1), MAX_SLOT_DAYS)
  const windowStart = Date.parse(`${addDays(from, -1)}T00:00:00Z`)
  const windowEnd = Date.parse(`${addDays(from, span + 1)}T00:00:00Z`)
  const [counsellors, booked] = await Promise.all([
    bookableCounsellors(payload, { include, req }),
    bookedBetween(payload, windowStart, windowEnd, req),
  ])
  return {
    timeZone: calendar.timeZone,
    slots: freeSlots({
      from,
      days: span,
      now,
      officeTimeZone: calendar.timeZone,
      rules: type.rules,
      counsellors,
      booked,
    }),
  }
}
