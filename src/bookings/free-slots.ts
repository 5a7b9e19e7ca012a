import { TZDate } from '@date-fns/tz'

import {
  addDays,
  intervalsOfDay,
  localDay,
  minutesOfDay,
  type Interval,
  type OpeningHours,
} from '@/calendar/working-time'

const MINUTE = 60_000
/** Slots start on the quarter hours of the counsellor's opening times. */
export const SLOT_STEP_MINUTES = 15

/** How one kind of meeting is booked (a meeting type, docs/decisions/0129). */
export type MeetingRules = {
  durationMinutes: number
  bufferBeforeMinutes: number
  bufferAfterMinutes: number
  minimumNoticeMinutes: number
  horizonDays: number
  /** At most this many meetings a counsellor's day (their own time zone); none: no cap. */
  dailyCap: number | null
}

/** A change to a counsellor's week on one day: away (all day, or from–until), or extra hours. */
export type AvailabilityException = { date: string; kind: 'unavailable' | 'extra'; from?: string; until?: string }

/** When a counsellor can be booked: their weekly hours in their own zone, leave (whole days) and exceptions. */
export type CounsellorAvailability = {
  id: number
  timeZone: string
  weeklyHours: readonly OpeningHours[]
  leaveDays: readonly string[]
  exceptions: readonly AvailabilityException[]
}

/** A counsellor's booked meeting, with the buffers it was booked with. */
export type BookedTime = { counsellor: number; start: number; end: number; bufferBefore: number; bufferAfter: number }

/** A time a visitor can book: its start and end, and the counsellors free then. */
export type FreeSlot = { start: number; end: number; counsellors: number[] }

const local = (day: string, time: string, timeZone: string): number | null => {
  const minutes = minutesOfDay(time)
  if (minutes === null) return null
  const [year, month, date] = day.split('-').map(Number) as [number, number, number]
  return new TZDate(year, month - 1, date, Math.floor(minutes / 60), minutes % 60, timeZone).getTime()
}

/** A counsellor's bookable intervals on one of their local days: weekly hours, less leave and time away, plus extras. */
export function bookableIntervals(counsellor: CounsellorAvailability, day: string): Interval[] {
  if (counsellor.leaveDays.includes(day)) return []
  const exceptions = counsellor.exceptions.filter((exception) => exception.date === day)
  const between = (exception: AvailabilityException): Interval | null => {
    const start = exception.from ? local(day, exception.from, counsellor.timeZone) : null
    const end = exception.until ? local(day, exception.until, counsellor.timeZone) : null
    return start !== null && end !== null && end > start ? { start, end } : null
  }
  if (exceptions.some((exception) => exception.kind === 'unavailable' && !between(exception))) return []
  let intervals = intervalsOfDay(day, { timeZone: counsellor.timeZone, hours: counsellor.weeklyHours, holidays: [] })
  for (const exception of exceptions) {
    const span = between(exception)
    if (!span) continue
    intervals =
      exception.kind === 'extra' ? [...intervals, span] : intervals.flatMap((interval) => subtract(interval, span))
  }
  return intervals.sort((a, b) => a.start - b.start)
}

function subtract(interval: Interval, away: Interval): Interval[] {
  if (away.end <= interval.start || away.start >= interval.end) return [interval]
  return [
    ...(away.start > interval.start ? [{ start: interval.start, end: away.start }] : []),
    ...(away.end < interval.end ? [{ start: away.end, end: interval.end }] : []),
  ]
}

/**
 * The free times from the office's day `from` for `days` days: for each counsellor, every quarter-hour start inside
 * their bookable hours where the meeting and its buffers fit, later than the minimum notice, inside the horizon, on
 * a day under their cap, and clear of their booked meetings with those meetings' own buffers. Times are instants, so
 * a counsellor's 09:00 stays 09:00 in their zone across a clock change; slots shared by several counsellors are one
 * slot that names them all.
 */
export function freeSlots({
  from,
  days,
  now,
  officeTimeZone,
  rules,
  counsellors,
  booked,
}: {
  from: string
  days: number
  now: number
  officeTimeZone: string
  rules: MeetingRules
  counsellors: readonly CounsellorAvailability[]
  booked: readonly BookedTime[]
}): FreeSlot[] {
  const windowStart = local(from, '00:00', officeTimeZone)!
  const windowEnd = local(addDays(from, days), '00:00', officeTimeZone)!
  const earliest = Math.max(windowStart, now + rules.minimumNoticeMinutes * MINUTE)
  const latest = Math.min(windowEnd, now + rules.horizonDays * 24 * 60 * MINUTE)
  const length = rules.durationMinutes * MINUTE
  const slots = new Map<number, FreeSlot>()

  for (const counsellor of counsellors) {
    const theirs = booked.filter((meeting) => meeting.counsellor === counsellor.id)
    const busy = theirs.map((meeting) => ({
      start: meeting.start - meeting.bufferBefore * MINUTE,
      end: meeting.end + meeting.bufferAfter * MINUTE,
    }))
    const meetingsOn = (day: string) =>
      theirs.filter((meeting) => localDay(new Date(meeting.start), counsellor.timeZone) === day).length
    // The counsellor's own days that overlap the office's window, one either side for zones far apart.
    const firstDay = addDays(localDay(new Date(windowStart), counsellor.timeZone), -1)
    for (let offset = 0; offset <= days + 1; offset += 1) {
      const day = addDays(firstDay, offset)
      if (rules.dailyCap !== null && meetingsOn(day) >= rules.dailyCap) continue
      for (const interval of bookableIntervals(counsellor, day)) {
        for (let start = interval.start; start + length <= interval.end; start += SLOT_STEP_MINUTES * MINUTE) {
          if (start < earliest || start >= latest) continue
          const end = start + length
          const needed = {
            start: start - rules.bufferBeforeMinutes * MINUTE,
            end: end + rules.bufferAfterMinutes * MINUTE,
          }
          if (busy.some((taken) => taken.start < needed.end && needed.start < taken.end)) continue
          const slot = slots.get(start) ?? { start, end, counsellors: [] }
          if (!slot.counsellors.includes(counsellor.id)) slot.counsellors.push(counsellor.id)
          slots.set(start, slot)
        }
      }
    }
  }
  return [...slots.values()].sort((a, b) => a.start - b.start)
}
