import { TZDate } from '@date-fns/tz'

export const WEEKDAYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const
export type Weekday = (typeof WEEKDAYS)[number]

/** Opening hours on one weekday, in the office's local time ("09:30" to "18:00"); a day may have several. */
export type OpeningHours = { day: Weekday; opens: string; closes: string }

/** When the office works: its time zone, its weekly hours and the days it is closed (YYYY-MM-DD, local). */
export type WorkingCalendar = { timeZone: string; hours: readonly OpeningHours[]; holidays: readonly string[] }

const MINUTE = 60_000
/** How far ahead a clock looks for working time before it gives up (a calendar with no hours at all). */
const HORIZON_DAYS = 400

const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/

/** "HH:MM" as minutes after midnight, or null when it is not a time of day. */
export const minutesOfDay = (time: string): number | null => {
  const match = TIME.exec(time)
  return match ? Number(match[1]) * 60 + Number(match[2]) : null
}

const pad = (value: number) => String(value).padStart(2, '0')

/** The office's local calendar day of an instant, as YYYY-MM-DD. */
export const localDay = (instant: Date, timeZone: string): string => {
  const local = new TZDate(instant.getTime(), timeZone)
  return `${local.getFullYear()}-${pad(local.getMonth() + 1)}-${pad(local.getDate())}`
}

export type Interval = { start: number; end: number }

/**
 * The working intervals of one local day, as UTC milliseconds. Local times are turned into instants on that day,
 * so a day on which the clocks change has the right length.
 */
function workingIntervals(year: number, month: number, date: number, calendar: WorkingCalendar): Interval[] {
  const day = new TZDate(year, month, date, 12, 0, calendar.timeZone)
  const name = `${year}-${pad(month + 1)}-${pad(date)}`
  if (calendar.holidays.includes(name)) return []
  const weekday = WEEKDAYS[day.getDay()]
  return calendar.hours
    .filter((hours) => hours.day === weekday)
    .flatMap((hours) => {
      const opens = minutesOfDay(hours.opens)
      const closes = minutesOfDay(hours.closes)
      if (opens === null || closes === null || closes <= opens) return []
      const at = (minutes: number) =>
        new TZDate(year, month, date, Math.floor(minutes / 60), minutes % 60, calendar.timeZone).getTime()
      return [{ start: at(opens), end: at(closes) }]
    })
    .sort((a, b) => a.start - b.start)
}

/** The working intervals of a local day (YYYY-MM-DD in the calendar's zone), as UTC milliseconds. */
export function intervalsOfDay(day: string, calendar: WorkingCalendar): Interval[] {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number]
  return workingIntervals(year, month - 1, date, calendar)
}

/** The local day `offset` days after `day` (YYYY-MM-DD), whatever the clocks do in between. */
export function addDays(day: string, offset: number): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number]
  const next = new Date(Date.UTC(year, month - 1, date + offset))
  return next.toISOString().slice(0, 10)
}

/** The working intervals from the local day of `from` on, one day at a time, for at most HORIZON_DAYS days. */
function* intervalsFrom(from: Date, calendar: WorkingCalendar): Generator<Interval> {
  const first = new TZDate(from.getTime(), calendar.timeZone)
  for (let offset = 0; offset < HORIZON_DAYS; offset += 1) {
    // Noon of each following day, so a clock change at night never skips or repeats a day.
    const day = new TZDate(first.getFullYear(), first.getMonth(), first.getDate() + offset, 12, 0, calendar.timeZone)
    yield* workingIntervals(day.getFullYear(), day.getMonth(), day.getDate(), calendar)
  }
}

/**
 * The instant `minutes` of working time after `start`: time outside the working hours, and holidays, do not count.
 * Null when the calendar has no working time within the horizon (no hours set).
 */
export function addWorkingMinutes(start: Date, minutes: number, calendar: WorkingCalendar): Date | null {
  let left = minutes * MINUTE
  const from = start.getTime()
  for (const interval of intervalsFrom(start, calendar)) {
    if (interval.end <= from) continue
    const begin = Math.max(interval.start, from)
    if (begin + left <= interval.end) return new Date(begin + left)
    left -= interval.end - begin
  }
  return null
}

/** The working minutes between two instants (0 when `to` is not after `from`), rounded down. */
export function workingMinutesBetween(from: Date, to: Date, calendar: WorkingCalendar): number {
  if (to <= from) return 0
  let total = 0
  for (const interval of intervalsFrom(from, calendar)) {
    if (interval.start >= to.getTime()) break
    const begin = Math.max(interval.start, from.getTime())
    const end = Math.min(interval.end, to.getTime())
    if (end > begin) total += end - begin
  }
  return Math.floor(total / MINUTE)
}

/**
 * The length in minutes of the office's usual working day: the most common length among its working weekdays (the
 * longer on a tie), so a short Saturday does not shorten the "working day" that long waits are counted in. 0 when the
 * calendar has no hours.
 */
export function usualWorkingDayMinutes(calendar: Pick<WorkingCalendar, 'hours'>): number {
  const perDay = new Map<Weekday, number>()
  for (const { day, opens, closes } of calendar.hours) {
    const from = minutesOfDay(opens)
    const to = minutesOfDay(closes)
    if (from !== null && to !== null && to > from) perDay.set(day, (perDay.get(day) ?? 0) + to - from)
  }
  const counts = new Map<number, number>()
  for (const length of perDay.values()) counts.set(length, (counts.get(length) ?? 0) + 1)
  let usual = 0
  for (const [length, count] of counts) {
    const best = counts.get(usual) ?? 0
    if (count > best || (count === best && length > usual)) usual = length
  }
  return usual
}
