import { bucketOf, type DeviceClass, type PageTemplate, type VitalMetric } from '@/schema/web-vitals'
import type { VitalCountRow, VitalsBeacon } from '@/schema/web-vitals-beacon'

// Beacons counted in memory as histograms (docs/decisions/0183): by the app's own route, and by the production
// server's front, which hands its rows to the app (docs/decisions/0198).

/** How often the counts gathered in memory are added to the database (or handed to the app), in one statement. */
export const FLUSH_MS = 5_000

export const dayOf = (at: Date) => at.toISOString().slice(0, 10)

/** Counters gathered in memory, one per day, page template, device class, metric and value bucket. */
export type VitalCounts = Map<string, number>

/** Raises the counter of one day, template, device, metric and bucket by `by`. */
function raise(counts: VitalCounts, [day, template, device, metric, bucket, by]: VitalCountRow): void {
  const key = [day, template, device, metric, bucket].join('|')
  counts.set(key, (counts.get(key) ?? 0) + by)
}

/** Adds a beacon's metrics to counters in memory: a few map updates. */
export function addBeacon(counts: VitalCounts, beacon: VitalsBeacon, at = new Date()): void {
  const day = dayOf(at)
  for (const { name, value } of beacon.metrics) {
    raise(counts, [day, beacon.template, beacon.device, name, bucketOf(name, value), 1])
  }
}

/** Adds rows counted elsewhere (the production server's front) to counters in memory. */
export function addRows(counts: VitalCounts, rows: VitalCountRow[]): void {
  for (const row of rows) raise(counts, row)
}

/** The counters as rows: what the production server's front hands to the app (docs/decisions/0198). */
export function countRows(counts: VitalCounts): VitalCountRow[] {
  return [...counts].map(([key, count]) => {
    const [day, template, device, metric, bucket] = key.split('|') as [
      string,
      PageTemplate,
      DeviceClass,
      VitalMetric,
      string,
    ]
    return [day, template, device, metric, Number(bucket), count]
  })
}
