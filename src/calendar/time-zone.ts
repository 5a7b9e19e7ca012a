/** Whether the runtime knows `name` as an IANA time zone (Asia/Kolkata, Europe/London, UTC). */
export function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: name })
    return true
  } catch {
    return false
  }
}
