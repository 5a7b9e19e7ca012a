import { lt, sql } from 'drizzle-orm'
import type { Payload } from 'payload'

import { drizzleTable } from '@/database/drizzle-table.server'
import { logger } from '@/observability/logger.server'
import type { VitalCountRow, VitalsBeacon } from '@/schema/web-vitals-beacon'

import { addBeacon, addRows, countRows, dayOf, FLUSH_MS, type VitalCounts } from './vital-counts'

/** How long daily figures are kept: the dashboard reads 28 days; a year leaves room to compare seasons. */
export const KEEP_DAYS = 400

type State = { counts: VitalCounts; timer?: NodeJS.Timeout; flushing?: Promise<void>; prunedDay?: string }

// On globalThis: the server's route bundles may each hold their own copy of this module.
const STATE = Symbol.for('brighter-bridge.web-vitals')
const memory = globalThis as { [STATE]?: State }
const state = (): State => (memory[STATE] ??= { counts: new Map() })

/**
 * Counts a beacon's metrics in memory: a beacon costs a few map updates, and a thousand beacons a second cost one
 * write every few seconds (docs/decisions/0183).
 */
export function countBeacon(payload: Payload, beacon: VitalsBeacon, at = new Date()): void {
  addBeacon(state().counts, beacon, at)
  scheduleFlush(payload)
}

/** Adds rows counted elsewhere (the production server's front) to the day's rows now; returns how many rows. */
export async function addCountRows(payload: Payload, rows: VitalCountRow[], at = new Date()): Promise<number> {
  addRows(state().counts, rows)
  return flushVitals(payload, at)
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
  const rows = countRows(counts).map(([day, template, device, metric, bucket, count]) => ({
    day,
    template,
    device,
    metric,
    bucket,
    count,
    createdAt: now,
    updatedAt: now,
  }))
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
