import pg from 'pg'

import { BackupError } from './backup-error'
import { COUNTED_TABLES, MIGRATIONS_TABLE } from './counted-tables'
import { majorVersion, runTool } from './run-tool.server'
import type { DatabaseFacts } from './sqlite.server'

// PostgreSQL's side of backup and restore (docs/decisions/0131-backup-and-restore.md): pg_dump writes plain SQL
// from a snapshot this module exports, so the counts in the manifest are those of the dump; psql loads it in one
// transaction after dropping the schema, so a restore that fails leaves the database as it was.

const CONNECT_TIMEOUT_MS = 5_000

/**
 * The connection for pg_dump and psql: the URL without its password, which goes in PGPASSWORD, so it is not in the
 * process list.
 */
export function toolConnection(databaseUrl: string): { url: string; env: Record<string, string> } {
  const url = new URL(databaseUrl)
  const password = decodeURIComponent(url.password)
  url.password = ''
  return {
    url: url.toString(),
    env: { PGCONNECT_TIMEOUT: String(CONNECT_TIMEOUT_MS / 1000), ...(password ? { PGPASSWORD: password } : {}) },
  }
}

const databaseName = (databaseUrl: string) => decodeURIComponent(new URL(databaseUrl).pathname.slice(1))

/** A URL of the same server, on another database. */
const onDatabase = (databaseUrl: string, database: string) => {
  const url = new URL(databaseUrl)
  url.pathname = `/${encodeURIComponent(database)}`
  return url.toString()
}

const redacted = (databaseUrl: string) => {
  const url = new URL(databaseUrl)
  if (url.password) url.password = '***'
  return url.toString()
}

async function connect(databaseUrl: string): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: CONNECT_TIMEOUT_MS })
  client.on('error', () => {})
  try {
    await client.connect()
  } catch (error) {
    await client.end().catch(() => {})
    throw error
  }
  return client
}

const unreachable = (databaseUrl: string, error: unknown) =>
  new BackupError(`Cannot connect to the database at ${redacted(databaseUrl)}: ${(error as Error).message}`)

async function factsOf(client: pg.Client): Promise<DatabaseFacts> {
  const counts: Record<string, number> = {}
  for (const table of COUNTED_TABLES) {
    const { rows } = await client.query<{ exists: boolean }>('SELECT to_regclass($1) IS NOT NULL AS exists', [
      `public.${table}`,
    ])
    if (!rows[0]!.exists) continue
    const result = await client.query<{ n: string }>(`SELECT count(*) AS n FROM public."${table}"`)
    counts[table] = Number(result.rows[0]!.n)
  }
  const { rows } = await client.query<{ exists: boolean }>('SELECT to_regclass($1) IS NOT NULL AS exists', [
    `public.${MIGRATIONS_TABLE}`,
  ])
  let latestMigration: string | null = null
  if (rows[0]!.exists) {
    const result = await client.query<{ name: string | null }>(
      `SELECT max(name) AS name FROM public."${MIGRATIONS_TABLE}" WHERE name <> 'dev'`,
    )
    latestMigration = result.rows[0]!.name
  }
  return { latestMigration, counts }
}

/** The program's major version, failing when it is older than the server's (pg_dump refuses a newer server). */
async function toolFor(program: 'pg_dump' | 'psql', serverVersion: string): Promise<string> {
  const { stdout } = await runTool(program, ['--version'])
  const tool = stdout.trim()
  const [toolMajor, serverMajor] = [majorVersion(tool), majorVersion(serverVersion)]
  if (program === 'pg_dump' && toolMajor !== undefined && serverMajor !== undefined && toolMajor < serverMajor) {
    throw new BackupError(
      `${tool} cannot dump a PostgreSQL ${serverMajor} server: install the client programs of version ${serverMajor}`,
    )
  }
  return tool
}

export type PostgresDump = DatabaseFacts & { serverVersion: string; dumpedWith: string }

/**
 * Dumps the database as plain SQL into `target` while the site runs. pg_dump reads one snapshot; this exports it
 * from a transaction of its own and counts the rows in it, so the counts describe exactly what was dumped.
 */
export async function dumpPostgres(databaseUrl: string, target: string): Promise<PostgresDump> {
  let client: pg.Client
  try {
    client = await connect(databaseUrl)
  } catch (error) {
    throw unreachable(databaseUrl, error)
  }
  try {
    const serverVersion = (await client.query<{ server_version: string }>('SHOW server_version')).rows[0]!
      .server_version
    const dumpedWith = await toolFor('pg_dump', serverVersion)
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY')
    const { snapshot } = (await client.query<{ snapshot: string }>('SELECT pg_export_snapshot() AS snapshot')).rows[0]!
    const facts = await factsOf(client)
    const { url, env } = toolConnection(databaseUrl)
    const dump = await runTool(
      'pg_dump',
      [
        '--format=plain',
        '--no-owner',
        '--no-privileges',
        `--snapshot=${snapshot}`,
        `--file=${target}`,
        `--dbname=${url}`,
      ],
      env,
    )
    if (dump.code !== 0) throw new BackupError(`pg_dump failed (exit ${dump.code}): ${dump.stderr.trim()}`)
    await client.query('COMMIT')
    return { ...facts, serverVersion, dumpedWith }
  } finally {
    await client.end().catch(() => {})
  }
}

/**
 * Makes sure the database exists and nothing else is connected to it: a site still running (or any other session)
 * would see its tables dropped under it. A missing database is created, as the site's start would.
 */
export async function preparePostgresTarget(databaseUrl: string): Promise<void> {
  let client: pg.Client
  try {
    client = await connect(databaseUrl)
  } catch (error) {
    if ((error as { code?: string }).code !== '3D000') throw unreachable(databaseUrl, error)
    const maintenance = await connect(onDatabase(databaseUrl, 'postgres')).catch((cause: unknown) => {
      throw unreachable(onDatabase(databaseUrl, 'postgres'), cause)
    })
    try {
      await maintenance.query(`CREATE DATABASE "${databaseName(databaseUrl).replaceAll('"', '""')}"`)
    } finally {
      await maintenance.end().catch(() => {})
    }
    return
  }
  try {
    const { rows } = await client.query<{ n: string }>(
      'SELECT count(*) AS n FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()',
    )
    const others = Number(rows[0]!.n)
    if (others > 0) {
      throw new BackupError(
        `${others} other connection${others === 1 ? ' is' : 's are'} open to ${redacted(databaseUrl)}: ` +
          'stop the site (every instance), then run the restore again',
      )
    }
  } finally {
    await client.end().catch(() => {})
  }
}

/**
 * Replaces everything in the database's public schema with the dump, in one transaction: if any statement fails,
 * psql stops and nothing is changed.
 */
export async function loadPostgres(databaseUrl: string, dumpFile: string): Promise<void> {
  const { url, env } = toolConnection(databaseUrl)
  const load = await runTool(
    'psql',
    [
      '--no-psqlrc',
      '--quiet',
      '--single-transaction',
      '--set=ON_ERROR_STOP=1',
      '--command=DROP SCHEMA IF EXISTS public CASCADE; CREATE SCHEMA public;',
      `--file=${dumpFile}`,
      `--dbname=${url}`,
    ],
    env,
  )
  if (load.code !== 0) {
    throw new BackupError(
      `psql could not load the dump (exit ${load.code}); the database was left as it was:\n${load.stderr.trim().slice(-2000)}`,
    )
  }
}
