import { parseDay, parseInstant, parseTimeZone } from './booking-times'

/** What the address of /book asks for; anything malformed is left out, never an error. */
export type BookQuery = {
  day: string | null
  /** The chosen time's start, epoch milliseconds. */
  time: number | null
  /** The visitor's zone when the address names a valid one. */
  tz: string | null
  taken: boolean
  busy: boolean
}

type Search = Record<string, string | string[] | undefined>

const one = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)

export function readBookQuery(search: Search): BookQuery {
  return {
    day: parseDay(one(search.day)),
    time: parseInstant(one(search.time)),
    tz: parseTimeZone(one(search.tz)),
    taken: one(search.taken) === '1',
    busy: one(search.busy) === '1',
  }
}
