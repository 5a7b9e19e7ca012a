import { lt, sql } from 'drizzle-orm'
import type { Payload } from 'payload'

import { drizzleTable } from '@/database/drizzle-table.server'
import { logger } from '@/observability/logger.server'
import { bucketOf, type DeviceClass, type PageTemplate, type VitalMetric } from '@/schema/web-vitals'
import type { VitalsBeacon } from '@/schema/web-vitals-beacon'

/** How often the counts gathered in memory are added to the database, in one statement. */
export const FLUSH_MS = 5_000
/** How long daily figures are kept: the dashboard reads 28 days; a year leaves room to compare seasons. */
export const KEEP_DAYS = 400

type Counts = Map<string, number>
type State = { counts: Counts; timer?: NodeJS.Timeout; flushing?: Promise<void>; prunedDay?: string }

// On globalThis: the server's route bundles may each hold their own copy of this module.
const STATE = Symbol.for('brighter-bridge.web-vitals')
const memory = globalThis as { [STATE]?: State }
const state = (): State => (memory[STATE] ??= { counts: new Map() })

const dayOf = (at: Date) => at.toISOString().slice(0, 10)

/**
 * Counts a beacon's metrics in memory: a beacon costs a few map updates, and a thousand beacons a second cost one
 * write every few seconds (docs/decisions/0183).
 */
export function countBeacon(payload: Payload, beacon: VitalsBeacon, at = new Date()): void {
  const { counts } = state()
  const day = dayOf(at)
  for (const { name, value } of beacon.metrics) {
    const key = [day, beacon.template, beacon.device, name, bucketOf(name, value)].join('|')
    counts.set(key, (counts.get(key) ?? 0) + 1)
  }
  scheduleFlush(payload)
}

function scheduleFlush(payload: Payload) {
  const current = state()
  if (current.timer) return
  current.timer = setTimeout(() => {
    current.timer = undefined
    void flushVitals(payload)
  }, FLUSH_MS)
  current.timer.unref()
}

/** Adds the counts gathered so far to the day's rows, raising each counter in one statement; returns how many rows. */
export async function flushVitals(payload: Payload, at = new Date()): Promise<number> {
  const current = state()
  await current.flushing
  const counts = current.counts
  if (counts.size === 0) return 0
  current.counts = new Map()
  const { drizzle, table } = drizzleTable(payload, 'web-vital-days')
  const now = at.toISOString()
  const rows = [...counts].map(([key, count]) => {
    const [day, template, device, metric, bucket] = key.split('|') as [
      string,
      PageTemplate,
      DeviceClass,
      VitalMetric,
      string,
    ]
    return { day, template, device, metric, bucket: Number(bucket), count, createdAt: now, updatedAt: now }
  })
  const work = (async () => {
    try {
      await drizzle
        .insert(table)
        .values(rows)
        .onConflictDoUpdate({
          target: [table.day, table.template, table.device, table.metric, table.bucket],
          set: { count: sql`${table.count} + excluded."count"`, updatedAt: now },
        })
      await pruneOnceADay(drizzle, table, at)
    } catch (error) {
      // Figures are worth less than the site: a failed write drops them rather than growing memory.
      logger().warn({ err: error, rows: rows.length }, 'web vitals not stored')
    }
  })()
  current.flushing = work
  await work
  return rows.length
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- drizzle's table, as drizzleTable gives it
async function pruneOnceADay(drizzle: any, table: any, at: Date) {
  const current = state()
  const today = dayOf(at)
  if (current.prunedDay === today) return
  current.prunedDay = today
  const oldest = dayOf(new Date(at.getTime() - KEEP_DAYS * 86_400_000))
  await drizzle.delete(table).where(lt(table.day, oldest))
}
