const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const

/**
 * "18 November 2026", as en-GB writes a long date: dates are calendar days stored as UTC, shown the same on the
 * server and in every time zone; an invalid date is empty text. Written out rather than through
 * `Intl.DateTimeFormat`, whose first construction in a page costs the browser 15–19 ms of its main thread while the
 * lists hydrate (docs/decisions/0147).
 */
export function formatDate(iso: string): string {
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return ''
  return `${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`
}

/** The `dateTime` of a <time> element: "2026-11-18". */
export const isoDay = (iso: string) => new Date(iso).toISOString().slice(0, 10)
