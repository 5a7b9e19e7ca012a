import { addDays, localDay } from '@/calendar/working-time'
import { isTimeZone } from '@/calendar/time-zone'
import { currentZoneName } from '@/calendar/zone-names'

// Times of the booking pages in two zones: the visitor's, in which days are grouped, and the office's beside it.
// Pure and deterministic (en-GB, 24-hour clock): the same text on every server.

/** A free time as the booking service gives it: epoch milliseconds. */
export type TimeSpan = { start: number; end: number }

const formats = new Map<string, Intl.DateTimeFormat>()

function format(key: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  let made = formats.get(key)
  if (!made) {
    made = new Intl.DateTimeFormat('en-GB', options)
    formats.set(key, made)
  }
  return made
}

/** '15:30' in `timeZone`. */
export const clockTime = (instant: number, timeZone: string) =>
  format(`clock:${timeZone}`, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone }).format(instant)

/** The hour (0–23) of an instant in `timeZone`. */
const hourOf = (instant: number, timeZone: string) => Number(clockTime(instant, timeZone).slice(0, 2))

/** 'Thursday 3 December' for the day '2026-12-03' (a calendar day, whatever the zone). */
export function dayLabel(day: string): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number]
  return format('day', { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' }).format(
    Date.UTC(year, month - 1, date, 12),
  )
}

/** 'Thursday' for the day '2026-12-03'. */
export function weekdayOf(day: string): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number]
  return format('weekday', { weekday: 'long', timeZone: 'UTC' }).format(Date.UTC(year, month - 1, date, 12))
}

/** 'GMT+5:30', 'GMT-4', 'GMT' for UTC: the zone's offset at `instant`. */
export function zoneOffset(timeZone: string, instant: number): string {
  const parts = format(`offset:${timeZone}`, { timeZone, timeZoneName: 'shortOffset' }).formatToParts(instant)
  const offset = parts.find((part) => part.type === 'timeZoneName')?.value ?? 'GMT'
  return offset === 'GMT+0' ? 'GMT' : offset
}

/** The zone's offset from UTC at `instant`, in minutes (330 for Asia/Kolkata). */
export function offsetMinutes(timeZone: string, instant: number): number {
  const match = /^GMT([+-])(\d{1,2})(?::(\d{2}))?$/.exec(zoneOffset(timeZone, instant))
  if (!match) return 0
  const minutes = Number(match[2]) * 60 + Number(match[3] ?? 0)
  return match[1] === '-' ? -minutes : minutes
}

/**
 * A time in the visitor's zone, and in the office's when that reads differently: the office's clock, and its
 * weekday when the office is already on another day.
 */
export type TwoZoneTime = { time: string; office: { time: string; weekday: string | null } | null }

export function inTwoZones(instant: number, visitorZone: string, officeZone: string): TwoZoneTime {
  const time = clockTime(instant, visitorZone)
  const officeTime = clockTime(instant, officeZone)
  const visitorDay = localDay(new Date(instant), visitorZone)
  const officeDay = localDay(new Date(instant), officeZone)
  if (officeTime === time && officeDay === visitorDay) return { time, office: null }
  return { time, office: { time: officeTime, weekday: officeDay === visitorDay ? null : weekdayOf(officeDay) } }
}

/** The `count` days from the visitor's today, in their zone. */
export function visitorDays(now: number, timeZone: string, count: number): string[] {
  const today = localDay(new Date(now), timeZone)
  return Array.from({ length: count }, (_, offset) => addDays(today, offset))
}

/** The times of each of `days` that has any, in the order of `days`, each day read in `timeZone`. */
export function groupByDay<T extends TimeSpan>(
  slots: readonly T[],
  timeZone: string,
  days: readonly string[],
): { day: string; slots: T[] }[] {
  const byDay = new Map<string, T[]>(days.map((day) => [day, []]))
  for (const slot of slots) byDay.get(localDay(new Date(slot.start), timeZone))?.push(slot)
  return [...byDay]
    .filter(([, daySlots]) => daySlots.length > 0)
    .map(([day, daySlots]) => ({ day, slots: daySlots.sort((a, b) => a.start - b.start) }))
}

export type PartOfDay = 'early' | 'morning' | 'afternoon' | 'evening'

/** Before 06:00, before noon, before 17:00, after: the visitor's part of the day. */
export function partOfDay(instant: number, timeZone: string): PartOfDay {
  const hour = hourOf(instant, timeZone)
  if (hour < 6) return 'early'
  if (hour < 12) return 'morning'
  if (hour < 17) return 'afternoon'
  return 'evening'
}

/** A day's times by the part of the visitor's day, in order, the empty parts left out. */
export function groupByPartOfDay<T extends TimeSpan>(
  slots: readonly T[],
  timeZone: string,
): { part: PartOfDay; slots: T[] }[] {
  const order: PartOfDay[] = ['early', 'morning', 'afternoon', 'evening']
  const parts = new Map<PartOfDay, T[]>(order.map((part) => [part, []]))
  for (const slot of [...slots].sort((a, b) => a.start - b.start))
    parts.get(partOfDay(slot.start, timeZone))!.push(slot)
  return order.filter((part) => parts.get(part)!.length > 0).map((part) => ({ part, slots: parts.get(part)! }))
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/

/** A real calendar day written YYYY-MM-DD, else null. */
export function parseDay(value: unknown): string | null {
  if (typeof value !== 'string') return null
  const match = DAY.exec(value)
  if (!match) return null
  const [, year, month, date] = match.map(Number) as [number, number, number, number]
  const check = new Date(Date.UTC(year, month - 1, date))
  return check.getUTCFullYear() === year && check.getUTCMonth() === month - 1 && check.getUTCDate() === date
    ? value
    : null
}

/** An ISO 8601 instant with its offset, as epoch milliseconds, else null. */
export function parseInstant(value: unknown): number | null {
  if (typeof value !== 'string' || !INSTANT.test(value)) return null
  const instant = Date.parse(value)
  return Number.isFinite(instant) ? instant : null
}

/**
 * An IANA time zone the runtime knows, by its current name in its own spelling ('europe/london' → 'Europe/London',
 * 'Asia/Calcutta' → 'Asia/Kolkata'), else null.
 */
export function parseTimeZone(value: unknown): string | null {
  if (typeof value !== 'string' || !value || value.length > 64 || !isTimeZone(value)) return null
  return currentZoneName(new Intl.DateTimeFormat('en', { timeZone: value }).resolvedOptions().timeZone)
}
