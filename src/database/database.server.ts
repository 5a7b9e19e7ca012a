import { mkdirSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import type { Client } from '@libsql/client'
import { postgresAdapter } from '@payloadcms/db-postgres'
import { sqliteAdapter } from '@payloadcms/db-sqlite'
import type { Connect, DatabaseAdapterObj } from 'payload'

import { resilientPg } from './resilient-pool.server'
import { guardSqliteWrites } from './sqlite-write-guard.server'

export const CONNECT_TIMEOUT_MS = 5_000
export const QUERY_TIMEOUT_MS = 15_000
/** PostgreSQL connections per process. */
export const POOL_SIZE = 10

// The migrations stay where Payload's migrate:create writes them, beside the collections they follow.
const migrationsRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../cms/migrations')

export type Dialect = 'sqlite' | 'postgres'

export const dialectOf = (databaseUrl: string): Dialect => (databaseUrl.startsWith('file:') ? 'sqlite' : 'postgres')

export const migrationDirFor = (dialect: Dialect) => path.join(migrationsRoot, dialect)

/**
 * SQLite for a `file:` URL, PostgreSQL for a `postgres://` URL. The schema is never pushed:
 * every environment runs the committed migrations, so dev, tests and production agree.
 */
export function databaseAdapter(databaseUrl: string, sqliteSynchronous: 'NORMAL' | 'FULL'): DatabaseAdapterObj {
  if (dialectOf(databaseUrl) === 'sqlite') {
    const file = databaseUrl.slice('file:'.length)
    if (file !== ':memory:') mkdirSync(path.dirname(path.resolve(file)), { recursive: true })
    const sqlite = sqliteAdapter({
      client: { url: databaseUrl },
      wal: { synchronous: sqliteSynchronous },
      // No busy timeout: libsql's would sleep on the server's only thread. Writes wait for the lock without
      // blocking instead (SQLITE_WRITE_WAIT_MS, docs/decisions/0089-sqlite-busy-writes.md).
      busyTimeout: 0,
      push: false,
      migrationDir: migrationDirFor('sqlite'),
    })
    return { ...sqlite, init: (args) => withWriteGuard(sqlite.init(args)) }
  }
  return postgresAdapter({
    // A database that stops answering fails the call (503) instead of holding it: a connection (or a free
    // pooled one) within CONNECT_TIMEOUT_MS, an answer within QUERY_TIMEOUT_MS (docs/decisions/0070).
    pool: {
      connectionString: databaseUrl,
      max: POOL_SIZE,
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
      query_timeout: QUERY_TIMEOUT_MS,
      keepAlive: true,
    },
    // The adapter's own copy of @types/pg differs from the project's; the runtime API is the same.
    pg: resilientPg as never,
    push: false,
    migrationDir: migrationDirFor('postgres'),
  })
}

/** Guards the SQLite client's writes as soon as the adapter has connected, before anything else uses it. */
function withWriteGuard<Adapter extends { connect?: Connect }>(adapter: Adapter): Adapter {
  const connect = adapter.connect
  if (!connect) return adapter
  adapter.connect = async function (this: { client: Client }, options) {
    await connect.call(this, options)
    guardSqliteWrites(this.client)
  }
  return adapter
}

/** Closes the adapter's connections; Payload's destroy() leaves the pool or client open. */
type PgPool = {
  end(): Promise<void>
  on(event: 'error', listener: () => void): void
  _clients?: { release?: (destroy: boolean) => void }[]
}

export async function closeDatabase(db: unknown): Promise<void> {
  const { pool, client } = db as { pool?: PgPool; client?: { close(): void } }
  if (pool) {
    // The PostgreSQL adapter checks one client out when it connects and never releases it, and
    // pool.end() waits for every client: end the pool, then destroy the clients still checked out.
    pool.on('error', () => {})
    const ending = pool.end().catch(() => {})
    for (const pooled of [...(pool._clients ?? [])]) pooled.release?.(true)
    await ending
  }
  client?.close()
}
