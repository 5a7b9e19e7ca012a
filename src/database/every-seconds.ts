/**
 * A Payload cron (seconds first) for every `seconds`: under a minute in seconds, above in whole minutes, at most
 * hourly. A plain `*\/N` seconds step is only valid below 60; beyond it the cron library rejects the pattern and
 * Payload fails to start.
 */
export function everySeconds(seconds: number): string {
  if (seconds < 60) return `*/${seconds} * * * * *`
  const minutes = Math.round(seconds / 60)
  return minutes < 60 ? `0 */${minutes} * * * *` : '0 0 * * * *'
}
