/** One event's funnel on the owner's dashboard. */
export type EventFunnel = {
  id: number
  title: string
  start: string
  registered: number
  attended: number
  noShow: number
  waiting: number
  /** Registrants who booked a consultation from the event's start to 14 days after its end. */
  booked: number
  /** Registrants whose lead has since been marked enrolled. */
  enrolled: number
}

export const BOOKED_WITHIN_MS = 14 * 24 * 60 * 60 * 1000

type Registration = { email: string; status: string; attended?: boolean | null; leadStatus?: string | null }
type Booking = { email: string; createdAt: string; status: string }

/**
 * The funnel of an event from its registrations and the bookings of the same addresses: registered (seats, offers
 * and the waiting list, not those who cancelled), attended, no-shows (a seat, not marked, once the event is over),
 * waiting, booked a consultation within 14 days, enrolled.
 */
export function eventFunnel(
  event: { id: number; title: string; start: string; end: string },
  registrations: readonly Registration[],
  bookings: readonly Booking[],
  now: number,
): EventFunnel {
  const live = registrations.filter((registration) => registration.status !== 'cancelled')
  const over = Date.parse(event.end) <= now
  const emails = new Set(live.map((registration) => registration.email.toLowerCase()))
  const from = Date.parse(event.start)
  const until = Date.parse(event.end) + BOOKED_WITHIN_MS
  const bookers = new Set(
    bookings
      .filter((booking) => booking.status !== 'cancelled' && emails.has(booking.email.toLowerCase()))
      .filter((booking) => Date.parse(booking.createdAt) >= from && Date.parse(booking.createdAt) <= until)
      .map((booking) => booking.email.toLowerCase()),
  )
  return {
    id: event.id,
    title: event.title,
    start: event.start,
    registered: live.length,
    attended: live.filter((registration) => registration.attended).length,
    noShow: over ? live.filter((registration) => registration.status === 'seat' && !registration.attended).length : 0,
    waiting: live.filter((registration) => registration.status === 'waiting' || registration.status === 'offered')
      .length,
    booked: bookers.size,
    enrolled: live.filter((registration) => registration.leadStatus === 'enrolled').length,
  }
}
