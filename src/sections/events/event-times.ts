/**
 * "Sunday, 20 December 2026, 15:00 to 16:00 India Standard Time": an event's times in the office's zone, as the
 * server writes them (the page is rendered on the server, so no visitor's browser formats them).
 */
export function eventWhen(start: string, end: string, timeZone: string): string {
  const day = new Intl.DateTimeFormat('en-GB', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone,
  })
  const time = (zoneName?: 'long') =>
    new Intl.DateTimeFormat('en-GB', {
      hour: '2-digit',
      minute: '2-digit',
      hour12: false,
      timeZone,
      timeZoneName: zoneName,
    })
  const from = new Date(start)
  const until = new Date(end)
  const sameDay = day.format(from) === day.format(until)
  const last = time('long').format(until)
  return sameDay
    ? `${day.format(from)}, ${time().format(from)} to ${last}`
    : `${day.format(from)}, ${time().format(from)} to ${day.format(until)}, ${last}`
}

/** "20 Dec 2026": a card's short day, in the office's zone. */
export const eventDay = (start: string, timeZone: string) =>
  new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone }).format(
    new Date(start),
  )
