import { weekStart } from './weeks'

export const BOOKING_OUTCOMES = ['booked', 'attended', 'no-show', 'cancelled'] as const
export type BookingOutcome = (typeof BOOKING_OUTCOMES)[number]

export type BookingRow = { start: string; status: BookingOutcome }
export type BookingWeek = { week: number; counts: Record<BookingOutcome, number>; total: number }

/** Bookings per week of their meeting (weeks from Monday in the zone), by what became of them. */
export function bookingsPerWeek(
  rows: readonly BookingRow[],
  weeks: readonly number[],
  timeZone: string,
): BookingWeek[] {
  const perWeek = new Map(
    weeks.map((week) => [
      week,
      Object.fromEntries(BOOKING_OUTCOMES.map((status) => [status, 0])) as BookingWeek['counts'],
    ]),
  )
  for (const row of rows) {
    const counts = perWeek.get(weekStart(Date.parse(row.start), timeZone))
    if (counts) counts[row.status] += 1
  }
  return [...perWeek].map(([week, counts]) => ({
    week,
    counts,
    total: BOOKING_OUTCOMES.reduce((sum, status) => sum + counts[status], 0),
  }))
}
