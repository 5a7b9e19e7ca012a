import { randomUUID } from 'node:crypto'

import type { Payload, PayloadRequest } from 'payload'

import { sqliteWriter, type SqliteAdapterParts } from './sqlite-writer.server'

type Sessions = Record<string, { db: unknown; resolve: () => Promise<void>; reject: () => Promise<void> }>

/**
 * Runs `work` as one write transaction, committed before this returns: all of it is stored or none of it.
 * `work` passes the `req` it is given to every Local API call so that each joins the transaction.
 *
 * PostgreSQL: Payload's own transaction. SQLite: Payload's adapter runs without transactions unless configured,
 * and with them configured it hands each transaction a new connection without the busy timeout; so the work runs
 * on a second connection kept for transactions, one at a time (docs/decisions/0072-sqlite-write-transactions.md).
 */
export async function inWriteTransaction<T>(
  payload: Payload,
  work: (req: Partial<PayloadRequest>) => Promise<T>,
): Promise<T> {
  if (payload.db.name === 'sqlite') return inSqliteTransaction(payload, work)

  const transactionID = await payload.db.beginTransaction()
  const req = { transactionID: transactionID ?? undefined } as Partial<PayloadRequest>
  try {
    const result = await work(req)
    if (transactionID) await payload.db.commitTransaction(transactionID)
    return result
  } catch (error) {
    if (transactionID) await payload.db.rollbackTransaction(transactionID).catch(() => {})
    throw error
  }
}

async function inSqliteTransaction<T>(payload: Payload, work: (req: Partial<PayloadRequest>) => Promise<T>) {
  const adapter = payload.db as unknown as SqliteAdapterParts & { sessions: Sessions }
  const writer = sqliteWriter(adapter)
  return writer.lock.runExclusive(async () => {
    const { client, db } = await writer.connection()
    try {
      await client.execute('BEGIN IMMEDIATE')
    } catch (error) {
      writer.discard()
      throw error
    }
    // Payload's operations find a transaction's connection by the request's transactionID in `sessions`.
    const id = randomUUID()
    adapter.sessions[id] = { db, resolve: async () => {}, reject: async () => {} }
    try {
      const result = await work({ transactionID: id } as Partial<PayloadRequest>)
      delete adapter.sessions[id]
      // A failed COMMIT throws here, so the caller never reports stored what was not.
      await client.execute('COMMIT')
      return result
    } catch (error) {
      delete adapter.sessions[id]
      await client.execute('ROLLBACK').catch(() => {})
      writer.discard()
      throw error
    }
  })
}
