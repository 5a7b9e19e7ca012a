import { createClient, type Client } from '@libsql/client'
import { Mutex, withTimeout, type MutexInterface } from 'async-mutex'
import { drizzle } from 'drizzle-orm/libsql'

/** How long a write waits for SQLite's write lock (held by another process or this one) before giving up. */
export const SQLITE_BUSY_TIMEOUT_MS = 10_000

/** The parts of Payload's SQLite adapter a writer needs: where the file is, and its Drizzle schema. */
export type SqliteAdapterParts = {
  clientConfig: { url: string }
  schema: Record<string, unknown>
  wal?: { synchronous?: string } | boolean
}

export type SqliteWriter = {
  client: Client
  db: ReturnType<typeof drizzle>
  /** One transaction at a time on this connection; waiting for it counts against the busy timeout. */
  lock: MutexInterface
  ready: Promise<unknown>
}

const writers = new WeakMap<object, SqliteWriter>()

/** The busy error SQLite itself would give, so the caller answers 503 as for a lock held elsewhere. */
export const writerBusy = () =>
  Object.assign(new Error('database is locked: waited too long for the write connection'), { code: 'SQLITE_BUSY' })

/**
 * A second connection to the adapter's database kept for transactions (docs/decisions/0072): the adapter's own
 * connection serves every other read and write, outside any transaction.
 */
export function sqliteWriter(adapter: SqliteAdapterParts): SqliteWriter {
  let writer = writers.get(adapter)
  if (!writer) {
    const client = createClient({ url: adapter.clientConfig.url })
    const synchronous = typeof adapter.wal === 'object' ? (adapter.wal.synchronous ?? 'NORMAL') : 'NORMAL'
    writer = {
      client,
      db: drizzle(client, { schema: adapter.schema }),
      lock: withTimeout(new Mutex(), SQLITE_BUSY_TIMEOUT_MS, writerBusy()),
      ready: client.executeMultiple(
        `PRAGMA busy_timeout = ${SQLITE_BUSY_TIMEOUT_MS}; PRAGMA synchronous = ${synchronous};`,
      ),
    }
    writers.set(adapter, writer)
  }
  return writer
}

/** Closes the adapter's transaction connection, if it has one. */
export function closeSqliteWriter(adapter: object): void {
  writers.get(adapter)?.client.close()
  writers.delete(adapter)
}
