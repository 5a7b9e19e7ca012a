import type { Payload } from 'payload'

import { migrations as postgresMigrations } from './migrations/postgres'
import { migrations as sqliteMigrations } from './migrations/sqlite'

/**
 * Applies the committed migrations of the database in use. They are imported here rather than read
 * from disk, so the same code runs under tsx, Vitest and the Next server.
 */
export async function migrate(payload: Payload): Promise<void> {
  const migrations = payload.db.name === 'sqlite' ? sqliteMigrations : postgresMigrations
  await payload.db.migrate({ migrations: migrations as never })
}
