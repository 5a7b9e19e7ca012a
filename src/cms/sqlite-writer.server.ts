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

export type SqliteConnection = { client: Client; db: ReturnType<typeof drizzle> }

export type SqliteWriter = {
  /** One transaction at a time; waiting for it counts against the busy timeout. */
  lock: MutexInterface
  /** The open connection, opened on first use. */
  connection: () => Promise<SqliteConnection>
  /**
   * Closes the connection; the next use opens a new one. After a failed statement: SQLite can keep it active
   * on its connection, and a later COMMIT there then fails with "SQL statements in progress".
   */
  discard: () => void
}

const writers = new WeakMap<object, SqliteWriter>()

/** The busy error SQLite itself would give, so the caller answers 503 as for a lock held elsewhere. */
const writerBusy = () =>
  Object.assign(new Error('database is locked: waited too long for the write connection'), { code: 'SQLITE_BUSY' })

async function open(adapter: SqliteAdapterParts): Promise<SqliteConnection> {
  const client = createClient({ url: adapter.clientConfig.url })
  const synchronous = typeof adapter.wal === 'object' ? (adapter.wal.synchronous ?? 'NORMAL') : 'NORMAL'
  try {
    await client.executeMultiple(
      `PRAGMA busy_timeout = ${SQLITE_BUSY_TIMEOUT_MS}; PRAGMA synchronous = ${synchronous};`,
    )
  } catch (error) {
    client.close()
    throw error
  }
  return { client, db: drizzle(client, { schema: adapter.schema }) }
}

/**
 * A second connection to the adapter's database kept for transactions (docs/decisions/0072): the adapter's own
 * connection serves every other read and write, outside any transaction.
 */
export function sqliteWriter(adapter: SqliteAdapterParts): SqliteWriter {
  let writer = writers.get(adapter)
  if (!writer) {
    let current: Promise<SqliteConnection> | undefined
    writer = {
      lock: withTimeout(new Mutex(), SQLITE_BUSY_TIMEOUT_MS, writerBusy()),
      connection: () =>
        (current ??= open(adapter).catch((error: unknown) => {
          current = undefined
          throw error
        })),
      discard: () => {
        const closing = current
        current = undefined
        closing?.then(({ client }) => client.close()).catch(() => {})
      },
    }
    writers.set(adapter, writer)
  }
  return writer
}

/** Closes the adapter's transaction connection, if it has one. */
export function closeSqliteWriter(adapter: object): void {
  writers.get(adapter)?.discard()
  writers.delete(adapter)
}
