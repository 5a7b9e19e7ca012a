import type { Payload, PayloadRequest } from 'payload'

import { addDays, localDay } from '@/calendar/working-time'
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

/**
 * The free slot that starts exactly at `start`, with the counsellors free then (`include` among them when free), and
 * the office's zone; no slot when the time is not free. Booking and moving a meeting both check a time with it.
 */
export async function freeSlotAt(
  payload: Payload,
  { type, start, now, include }: { type: BookableType; start: number; now: number; include?: number },
): Promise<{ timeZone: string; slot: FreeSlot | undefined }> {
  // The day before and after in UTC hold the start's day in every office zone.
  const { timeZone, slots } = await availableSlots(payload, {
    type,
    from: addDays(localDay(new Date(start), 'UTC'), -1),
    days: 3,
    now,
    include,
  })
  return { timeZone, slot: slots.find((candidate) => candidate.start === start) }
}
