/**
 * A moment as staff read it in their mail: the day and time in their time zone, with its offset, then UTC, e.g.
 * "26 Nov 2026, 19:48 GMT+5:30 (14:18 UTC)". An unreadable value is given as it is.
 */
export function staffTime(value: unknown, timeZone: string): string {
  const date = new Date(String(value))
  if (Number.isNaN(date.getTime())) return String(value)
  const local = new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone,
    timeZoneName: 'short',
  }).format(date)
  const utc = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', timeZone: 'UTC' }).format(date)
  return `${local} (${utc} UTC)`
}
