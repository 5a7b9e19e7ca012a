import { and, eq, isNull } from 'drizzle-orm'
import type { Payload } from 'payload'

import { INTAKE_QUEUE } from '@/cms/collections/intake-queue/config'
import { drizzleTable } from '@/database/drizzle-table.server'
import { env } from '@/config/env.server'

import { INTAKE_QUEUE_LOG } from './intake-queue-log'
import { allSlotsTaken } from './store-slots.server'
import { logger } from '@/observability/logger.server'
import { giveWayToVisitors } from '@/observability/give-way'
import { connectionsWaiting, visitorsWaiting } from '@/observability/requests-in-flight'

/**
 * More checked submissions than INTAKE_SURGE_ABOVE (50) within this window is a surge: leads go to the queue. The
 * server stores about 100 leads a second directly on SQLite. Counted by arrival, not by submissions in flight:
 * SQLite's driver is synchronous, so one store runs to its end before the next request is even read.
 */
const SURGE_WINDOW_MS = 1000
/** A claim older than this is taken to belong to a process that died, and the row is claimed again. */
export const CLAIM_LEASE_MS = 15_000
/** How often a process looks for rows no one is turning into leads (another process's, or left by a crash). */
const QUEUE_CHECK_MS = 5_000
/** The longest the drain waits for requests in flight or a surge before it stores the next queued lead anyway. */
const YIELD_MS = 1000
const BATCH = 50

type StoreQueued<T> = (payload: Payload, lead: T) => Promise<unknown>
type QueueRow = { id: number | string; lead: unknown; claimedAt?: string | null; createdAt: string }
type State = {
  arrivals: number[]
  pending: boolean
  /** Leads this process stored from the queue since it last found the queue empty. */
  drained: number
  again: boolean
  /** The drain this process is running in the background, if any. */
  running?: Promise<void>
  checking?: NodeJS.Timeout
  /** Leads waiting for this turn's insert into the queue. */
  inserting?: { lead: unknown; resolve: (id: number | string) => void; reject: (error: unknown) => void }[]
}

// On globalThis: each route bundle of the server holds its own copy of this module, and the state must be one.
const STATE = Symbol.for('brighter-bridge.intake-queue')
const holder = globalThis as { [STATE]?: State }
const state = (holder[STATE] ??= { arrivals: [], pending: false, drained: 0, again: false })

/** Counts a checked submission's arrival. */
export function noteArrival(now = Date.now()): void {
  state.arrivals.push(now)
  while (state.arrivals[0]! < now - SURGE_WINDOW_MS) state.arrivals.shift()
}

const arrivalsWithin = (now: number) => state.arrivals.filter((at) => at >= now - SURGE_WINDOW_MS).length

/** More than INTAKE_SURGE_ABOVE checked submissions arrived within the last SURGE_WINDOW_MS. */
function surging(now = Date.now()): boolean {
  return arrivalsWithin(now) > env().INTAKE_SURGE_ABOVE
}

/**
 * A surge beginning: other visitors' connections wait to be read, and more than a tenth of INTAKE_SURGE_ABOVE
 * submissions arrived within SURGE_WINDOW_MS. The server accepts one connection a turn of the event loop on each
 * listening socket, so while each turn stores a lead (15–50 ms) the arrivals are read a few a turn and never look
 * like a surge: the fiftieth visitor of a burst waited for dozens of stores (docs/decisions/0145, 0149).
 */
function burstBeginning(now = Date.now()): boolean {
  return connectionsWaiting() > 0 && arrivalsWithin(now) > env().INTAKE_SURGE_ABOVE / 10
}

/** Leads wait in this process's queue, or a surge is on: background work (the jobs queue) waits for them. */
export function intakeBusy(): boolean {
  return state.pending || surging()
}

/** Queue rather than store now: a surge of submissions or its beginning, every store slot taken, or queued leads waiting. */
export function shouldQueue(): boolean {
  return intakeBusy() || burstBeginning() || allSlotsTaken()
}

/**
 * Stores a checked lead in the queue (one row); the drain makes it a lead. The leads queued in one turn of the event
 * loop are written by one statement, so a surge commits (and syncs to disk) once a turn rather than once a lead
 * (docs/decisions/0149); each caller resolves once its row is committed. A plain insert: the adapter's `create`
 * read the row back through a relational query, which cost more than the rest of the answer.
 */
export async function queueLead<T extends object>(
  payload: Payload,
  lead: T,
  store: StoreQueued<T>,
): Promise<number | string> {
  const id = await new Promise<number | string>((resolve, reject) => {
    const waiting = (state.inserting ??= [])
    waiting.push({ lead, resolve, reject })
    if (waiting.length === 1) setImmediate(() => void insertQueued(payload))
  })
  if (!state.pending) logger().info(INTAKE_QUEUE_LOG.surge)
  state.pending = true
  drainSoon(payload, store)
  return id
}

/** Inserts the leads queued this turn in one statement and answers each of their callers. */
async function insertQueued(payload: Payload): Promise<void> {
  const waiting = state.inserting ?? []
  state.inserting = undefined
  const { drizzle, table } = queueTable(payload)
  const now = new Date().toISOString()
  try {
    const rows = (await drizzle
      .insert(table)
      .values(waiting.map(({ lead }) => ({ lead, createdAt: now, updatedAt: now })))
      .returning({ id: table.id })) as { id: number | string }[]
    waiting.forEach(({ resolve }, index) => resolve(rows[index]!.id))
  } catch (error) {
    for (const { reject } of waiting) reject(error)
  }
}

/** Drains now, and every QUEUE_CHECK_MS from then on, in this process (once). */
export function watchQueue<T>(payload: Payload, store: StoreQueued<T>): void {
  if (state.checking) return
  state.checking = setInterval(() => drainSoon(payload, store), QUEUE_CHECK_MS)
  state.checking.unref()
  drainSoon(payload, store)
}

/** Starts a drain unless one is running; a running one looks again when it is done. */
export function drainSoon<T>(payload: Payload, store: StoreQueued<T>): void {
  if (state.running) {
    state.again = true
    return
  }
  state.running = drain(payload, store)
    .catch((error: unknown) => {
      logger().error({ err: error }, 'intake queue drain failed')
    })
    .finally(() => {
      state.running = undefined
      if (state.again) {
        state.again = false
        drainSoon(payload, store)
      }
    })
}

/**
 * Drains the queue and resolves when it is empty and this process's background drain is done, so every lead
 * queued before the call is stored (rows another process holds excepted): for scripts and tests.
 */
export async function drainQueue<T>(payload: Payload, store: StoreQueued<T>): Promise<void> {
  await drain(payload, store)
  while (state.running) await state.running
}

async function drain<T>(payload: Payload, store: StoreQueued<T>): Promise<void> {
  for (;;) {
    state.again = false
    const leaseStart = new Date(Date.now() - CLAIM_LEASE_MS).toISOString()
    const { docs } = await payload.db.find({
      collection: INTAKE_QUEUE,
      where: { or: [{ claimedAt: { exists: false } }, { claimedAt: { less_than: leaseStart } }] },
      sort: 'id',
      limit: BATCH,
      pagination: false,
    })
    if (!docs.length) {
      if (state.again) continue
      if (state.drained) logger().info({ leads: state.drained }, INTAKE_QUEUE_LOG.drained)
      state.pending = false
      state.drained = 0
      return
    }
    for (const row of docs as unknown as QueueRow[]) {
      await submissionsFirst()
      const claimedAt = await claim(payload, row)
      if (!claimedAt) continue
      await store(payload, row.lead as T)
      await release(payload, row, claimedAt)
      state.drained += 1
    }
  }
}

/**
 * Lets visitors be answered first: between two leads the event loop turns, so what has arrived is read; the next
 * lead waits while requests are in flight or new connections wait to be read (a store holds the event loop for
 * 20–50 ms, and on SQLite it never yields, so a request read during a drain waited behind one lead after another),
 * or while a surge goes on; it waits YIELD_MS at most, so the queue drains under any load, one lead a YIELD_MS at
 * least.
 */
const submissionsFirst = (): Promise<void> => giveWayToVisitors(YIELD_MS, () => visitorsWaiting() || surging())

/**
 * Claims a row for this process with one conditional update, so two processes sharing the database never both
 * store it: the update names the claim time it read, and only one of them finds it unchanged. The row's creation
 * time is named too, because SQLite may give a deleted row's id to the next one.
 */
async function claim(payload: Payload, row: QueueRow): Promise<string | undefined> {
  const { drizzle, table } = queueTable(payload)
  const claimedAt = new Date().toISOString()
  const unclaimed = row.claimedAt ? eq(table.claimedAt, row.claimedAt) : isNull(table.claimedAt)
  const claimed: unknown[] = await drizzle
    .update(table)
    .set({ claimedAt })
    .where(and(eq(table.id, row.id), eq(table.createdAt, row.createdAt), unclaimed))
    .returning({ id: table.id })
  return claimed.length === 1 ? claimedAt : undefined
}

/** Deletes the row once it is a lead, unless another process has claimed it since (its lease ran out). */
async function release(payload: Payload, row: QueueRow, claimedAt: string): Promise<void> {
  const { drizzle, table } = queueTable(payload)
  await drizzle.delete(table).where(and(eq(table.id, row.id), eq(table.claimedAt, claimedAt)))
}

const queueTable = (payload: Payload) => drizzleTable(payload, INTAKE_QUEUE)
