// The addresses of the booking pages. Pure: the server pages, the form's handler and the time-zone detector (client)
// all build their links here.

export const BOOK_PATH = '/book'
export const CONFIRM_PATH = '/book/confirm'
export const BOOKED_PATH = '/book/booked'
export const MANAGE_PATH = '/book/manage'
export const CHANGE_PATH = '/book/manage/change'

/** The one meeting type visitors book on /book. */
export const BOOKING_MEETING_TYPE = 'free-consultation'

export type BookLink = {
  day?: string | null
  /** The chosen time's start, as an ISO 8601 instant. */
  time?: string | null
  tz?: string | null
  taken?: boolean
  busy?: boolean
  /** A booking's manage token: the links then choose its new time, on /book/manage. */
  manage?: string | null
}

/** A query value, escaped, with the ':' and '/' of times and zones left readable (both are allowed in a query). */
const queryValue = (value: string) => encodeURIComponent(value).replace(/%3A/gi, ':').replace(/%2F/gi, '/')

/** `/book?day=…&time=…&tz=…`, each part only when set, always in that order. */
export function bookHref({ day, time, tz, taken, busy, manage }: BookLink = {}): string {
  const parts = [
    manage ? `token=${encodeURIComponent(manage)}&action=reschedule` : null,
    day ? `day=${queryValue(day)}` : null,
    time ? `time=${queryValue(time)}` : null,
    tz ? `tz=${queryValue(tz)}` : null,
    taken ? 'taken=1' : null,
    busy ? 'busy=1' : null,
  ].filter(Boolean)
  const path = manage ? MANAGE_PATH : BOOK_PATH
  return parts.length ? `${path}?${parts.join('&')}` : path
}

/**
 * The element a step's address lands on (docs/decisions/0163): the form's error summary, else a notice, else the
 * step's heading. The browser scrolls to it and, as it can take focus, focuses it: without a script too.
 */
export const STEP_ANCHOR = 'book-step'

/** `bookHref`, landing on the step it leads to rather than on the top of the page. */
export const stepHref = (link: BookLink = {}) => `${bookHref(link)}#${STEP_ANCHOR}`

/** The confirmation page of a booking, named by its manage token. */
export const bookedHref = (token: string) => `${BOOKED_PATH}?token=${encodeURIComponent(token)}`
