import type { Payload, PayloadRequest } from 'payload'

/**
 * Runs `work` in one database transaction, committed when it returns and rolled back when it throws; pass
 * the `req` it gets to every Local API call inside. On PostgreSQL that is one transaction; Payload's SQLite
 * adapter has none, so there each write commits on its own and the outbox sweep mends what a crash between
 * them leaves (docs/decisions/0072-sqlite-write-transactions.md, 0056-outbox-sweep.md).
 */
export async function inTransaction<T>(
  payload: Payload,
  work: (req: Partial<PayloadRequest>) => Promise<T>,
): Promise<T> {
  const transactionID = await payload.db.beginTransaction()
  try {
    const result = await work({ transactionID: transactionID ?? undefined } as Partial<PayloadRequest>)
    if (transactionID) await payload.db.commitTransaction(transactionID)
    return result
  } catch (error) {
    if (transactionID) await payload.db.rollbackTransaction(transactionID).catch(() => {})
    throw error
  }
}
