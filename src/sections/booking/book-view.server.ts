import { activeMeetingType, type BookableType } from '@/bookings/availability.server'
import type { FreeSlot } from '@/bookings/free-slots'
import { availableSlots } from '@/bookings/slots.server'
import { currentZoneName } from '@/calendar/zone-names'
import { addDays, localDay } from '@/calendar/working-time'
import { payloadClient } from '@/payload/payload.server'
import { issueChallenge, type Challenge } from '@/security/captcha.server'

import { BOOKING_MEETING_TYPE } from './booking-links'
import type { BookQuery } from './booking-query'
import { groupByDay, visitorDays } from './booking-times'

/** /book offers the days of the next three weeks, in the visitor's zone. */
export const SHOWN_DAYS = 21

export type DaySlots = { day: string; slots: FreeSlot[] }

/** Why the page says a time could not be kept: taken while the visitor booked it, or gone since they chose it. */
export type Notice = 'taken' | 'gone' | null

type Common = {
  type: BookableType
  /** The zone the page shows times in: the visitor's when the address names it, else the office's. */
  zone: string
  officeZone: string
  /** The zone the address names, if any (links and the form carry it on). */
  chosenZone: string | null
  /** The open days of the next three weeks in `zone`, each with its free times. */
  days: DaySlots[]
  now: number
}

export type BookView =
  | { step: 'closed' }
  | (Common & { step: 'days'; notice: Notice })
  | (Common & { step: 'times'; day: string; slots: FreeSlot[]; notice: Notice })
  | (Common & { step: 'details'; day: string; slot: FreeSlot; challenge: Challenge; busy: boolean })

/**
 * What /book shows for its address: the open days; a chosen day's free times; or the form for a chosen time that is
 * still free (with a new captcha). A chosen time no longer free shows its day's times again, saying so.
 */
export async function bookView(query: BookQuery, now = Date.now()): Promise<BookView> {
  const payload = await payloadClient()
  const type = await activeMeetingType(payload, BOOKING_MEETING_TYPE)
  if (!type) return { step: 'closed' }
  // The office's days from yesterday in UTC, three more than shown: every zone's next three weeks fit inside.
  const { timeZone: officeTimeZone, slots } = await availableSlots(payload, {
    type,
    from: addDays(localDay(new Date(now), 'UTC'), -1),
    days: SHOWN_DAYS + 3,
    now,
  })
  const officeZone = currentZoneName(officeTimeZone)
  const zone = query.tz ?? officeZone
  const days = groupByDay(slots, zone, visitorDays(now, zone, SHOWN_DAYS))
  const common: Common = { type, zone, officeZone, chosenZone: query.tz, days, now }
  const slotsOf = (day: string) => days.find((open) => open.day === day)?.slots ?? []

  if (query.time !== null) {
    const day = localDay(new Date(query.time), zone)
    const slot = slotsOf(day).find((free) => free.start === query.time)
    if (slot) return { ...common, step: 'details', day, slot, challenge: issueChallenge(now), busy: query.busy }
    return { ...common, step: 'times', day, slots: slotsOf(day), notice: 'gone' }
  }
  const notice = query.taken ? 'taken' : null
  if (query.day !== null) return { ...common, step: 'times', day: query.day, slots: slotsOf(query.day), notice }
  return { ...common, step: 'days', notice }
}
