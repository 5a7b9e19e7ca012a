import { addDays } from '@/calendar/working-time'

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/

/** A calendar day written YYYY-MM-DD that exists (not 2026-02-30), or null. */
export function validDay(value: unknown): string | null {
  const text = Array.isArray(value) ? value[0] : value
  if (typeof text !== 'string') return null
  const match = DAY.exec(text.trim())
  if (!match) return null
  const [year, month, date] = match.slice(1).map(Number) as [number, number, number]
  const day = new Date(Date.UTC(year, month - 1, date))
  return day.getUTCFullYear() === year && day.getUTCMonth() === month - 1 && day.getUTCDate() === date
    ? day.toISOString().slice(0, 10)
    : null
}

/** The Monday of the week holding `day` (YYYY-MM-DD): weeks run Monday to Sunday (docs/decisions/0114). */
export function mondayOf(day: string): string {
  const weekday = new Date(`${day}T12:00:00Z`).getUTCDay()
  return addDays(day, -((weekday + 6) % 7))
}

export type AgendaWeek = {
  /** The seven days shown, Monday first. */
  days: string[]
  previous: string
  next: string
  /** Whether the week shown holds today. */
  current: boolean
}

/**
 * The week the agenda shows for `?date=`: the week holding that day, or this week (the one holding `today`) when the
 * parameter is missing or not a day. Its neighbours are named by their Mondays.
 */
export function agendaWeek(asked: unknown, today: string): AgendaWeek {
  const monday = mondayOf(validDay(asked) ?? today)
  return {
    days: Array.from({ length: 7 }, (_, offset) => addDays(monday, offset)),
    previous: addDays(monday, -7),
    next: addDays(monday, 7),
    current: monday === mondayOf(today),
  }
}
