import { existsSync } from 'node:fs'
import path from 'node:path'

import Database from 'libsql'

import { BackupError } from './backup-error'
import { COUNTED_TABLES, MIGRATIONS_TABLE } from './counted-tables'

// SQLite's side of backup and restore (docs/decisions/0131-backup-and-restore.md). libsql 0.4, the driver the site
// already has, does not implement better-sqlite3's backup(): a snapshot is written with `VACUUM INTO`, which reads
// the database inside one read transaction, so in WAL mode it runs beside the server's writers and copies exactly
// the last commit before it started.

/** How long the backup's own connection waits for a lock (a WAL reader rarely needs one): it may block, it is a script. */
const BUSY_TIMEOUT_MS = 10_000

/** The file of a `file:` database URL, as the site's adapter reads it. */
export function sqliteFile(databaseUrl: string): string {
  const file = databaseUrl.slice('file:'.length)
  if (!file || file === ':memory:')
    throw new BackupError('DATABASE_URL names an in-memory database: there is nothing to back up')
  return path.resolve(file)
}

const isBusy = (error: unknown) => /^SQLITE_BUSY|^SQLITE_LOCKED/.test(String((error as { code?: unknown })?.code))

export type DatabaseFacts = { latestMigration: string | null; counts: Record<string, number> }

/** What a manifest says of a database: its newest migration and the rows of the counted tables that exist. */
function factsOf(db: Database.Database): DatabaseFacts {
  const tables = new Set(
    (db.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").all() as { name: string }[]).map(
      (row) => row.name,
    ),
  )
  const counts: Record<string, number> = {}
  for (const table of COUNTED_TABLES) {
    if (tables.has(table))
      counts[table] = Number((db.prepare(`SELECT count(*) AS n FROM "${table}"`).get() as { n: number }).n)
  }
  const latest = tables.has(MIGRATIONS_TABLE)
    ? (db.prepare(`SELECT max(name) AS name FROM "${MIGRATIONS_TABLE}" WHERE name <> 'dev'`).get() as {
        name: string | null
      })
    : undefined
  return { latestMigration: latest?.name ?? null, counts }
}

/** Fails unless SQLite finds the file whole. */
function assertIntact(db: Database.Database, file: string) {
  const result = db.prepare('PRAGMA quick_check').all() as { quick_check: string }[]
  if (result.length !== 1 || result[0]!.quick_check !== 'ok') {
    throw new BackupError(`${file} failed SQLite's check: ${result.map((row) => row.quick_check).join('; ')}`)
  }
}

/**
 * Writes a consistent copy of the live database `source` to `target` while the site runs, and returns what the copy
 * holds. The copy is a plain file (journal mode DELETE): nothing beside it is needed to open it.
 */
export function snapshotSqlite(source: string, target: string): DatabaseFacts {
  // Opening a missing file would create an empty database.
  if (!existsSync(source)) throw new BackupError(`There is no database at ${source} (DATABASE_URL)`)
  const live = new Database(source)
  try {
    live.exec(`PRAGMA busy_timeout = ${BUSY_TIMEOUT_MS}`)
    // exec finalizes its statement however it ends: libsql keeps a prepared statement's connection open until the
    // garbage collector frees it.
    live.exec(`VACUUM INTO '${target.replaceAll("'", "''")}'`)
  } catch (error) {
    if (isBusy(error)) throw new BackupError(`${source} stayed locked for ${BUSY_TIMEOUT_MS / 1000} s: try again`)
    throw error
  } finally {
    live.close()
  }
  const copy = new Database(target)
  try {
    copy.exec('PRAGMA journal_mode = DELETE')
    assertIntact(copy, target)
    return factsOf(copy)
  } finally {
    copy.close()
  }
}

/** Checks a database file before it is put in place: whole, and what it holds. */
export function inspectSqlite(file: string): DatabaseFacts {
  const db = new Database(file)
  try {
    assertIntact(db, file)
    return factsOf(db)
  } finally {
    db.close()
  }
}

/**
 * Fails when another process has the database open (the site, or a `sqlite3` shell): the exclusive lock this takes
 * cannot be had while any other connection holds the file open, even an idle one, in WAL mode (decision 0070).
 * Holding it, the WAL is folded into the file (journal mode DELETE), so the old database is whole on its own when it
 * is moved aside; the site turns WAL on again when it opens a database.
 */
export function assertSqliteNotInUse(file: string): void {
  if (!existsSync(file)) return
  const db = new Database(file)
  try {
    // Only exec: it finalizes its statements, so close() below really lets the file go.
    db.exec('PRAGMA locking_mode = EXCLUSIVE')
    db.exec('BEGIN EXCLUSIVE')
    db.exec('COMMIT')
    db.exec('PRAGMA journal_mode = DELETE')
  } catch (error) {
    if (isBusy(error)) {
      throw new BackupError(
        `${file} is open in another process: stop the site (and any sqlite3 shell on it), then run the restore again`,
      )
    }
    throw error
  } finally {
    db.close()
  }
}
