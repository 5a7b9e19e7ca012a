import { setImmediate as nextTurn } from 'node:timers/promises'

import pLimit, { type LimitFunction } from 'p-limit'

import { POOL_SIZE } from '@/database/database.server'

/**
 * Stores the public forms run at once, at most: half the PostgreSQL pool. Each holds a pooled connection for its
 * whole transaction; a burst of them took the pool from the intake queue's one-statement inserts and from page
 * reads, and under load the last waited past the pool's connection timeout (a 503). A lead finding every slot taken
 * goes to the intake queue; a newsletter subscription, which has no queue, waits here for the next free slot
 * (docs/decisions/0102-intake-queue.md).
 */
export const STORES_AT_ONCE = POOL_SIZE / 2

// On globalThis: each route bundle of the server holds its own copy of this module, and the slots must be one.
const SLOTS = Symbol.for('brighter-bridge.store-slots')
const holder = globalThis as { [SLOTS]?: LimitFunction }
const slots = (holder[SLOTS] ??= pLimit(STORES_AT_ONCE))

/** Every slot is taken: a store started now would wait. */
export const allSlotsTaken = (): boolean => slots.activeCount + slots.pendingCount >= STORES_AT_ONCE

/**
 * Runs a store in a slot, once one is free. It starts on a later turn of the event loop: a slot freed by a store on
 * SQLite, whose driver never yields, would otherwise start the next waiting store at once, and the next, so a line
 * of waiting subscriptions ran to its end before any other request was read.
 */
export const inStoreSlot = <T>(store: () => Promise<T>): Promise<T> =>
  slots(async () => {
    await nextTurn()
    return store()
  })
