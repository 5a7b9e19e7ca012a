import { spawn } from 'node:child_process'
import { copyFileSync, existsSync, mkdirSync, rmSync } from 'node:fs'
import path from 'node:path'

import { createClient, type Client } from '@libsql/client'
import pg from 'pg'

import { TEST_SECRET } from './app-process'

// Fresh databases for the servers the resilience tests start. Each is a copy of a template made once per
// run by each worker: migrated, with the demo site settings and the seed marked done
// (tests/support/prepare-test-database.ts). Two workers run resilience tests at once, so each has its own
// template, named after its parallel slot (no two live workers share one), so none remakes a template another copies.

const SLOT = process.env.TEST_PARALLEL_INDEX ?? '0'
const TEMPLATE_DIR = `.test-data/resilience-template-${SLOT}`

function prepare(databaseUrl: string, dataDir: string): Promise<void> {
  return new Promise((resolve, reject) => {
    let output = ''
    const child = spawn(
      process.execPath,
      ['--conditions=production', '--import', 'tsx', 'tests/support/prepare-test-database.ts'],
      {
        stdio: ['ignore', 'pipe', 'pipe'],
        env: {
          ...process.env,
          DATABASE_URL: databaseUrl,
          UPLOADS_DIR: `${dataDir}/uploads`,
          PRIVATE_FILES_DIR: `${dataDir}/private-files`,
          PAYLOAD_SECRET: TEST_SECRET,
          SITE_URL: '',
        },
      },
    )
    child.stdout.on('data', (chunk: Buffer) => (output += chunk))
    child.stderr.on('data', (chunk: Buffer) => (output += chunk))
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`preparing ${databaseUrl} failed (${code}):\n${output}`)),
    )
  })
}

let sqliteTemplate: Promise<string> | undefined

/** A new SQLite database under `.test-data/resilience-<name>/`, emptied of everything from an earlier run. */
export async function freshSqlite(name: string): Promise<{ databaseUrl: string; dataDir: string }> {
  sqliteTemplate ??= (async () => {
    rmSync(TEMPLATE_DIR, { recursive: true, force: true })
    mkdirSync(TEMPLATE_DIR, { recursive: true })
    await prepare(`file:./${TEMPLATE_DIR}/site.db`, TEMPLATE_DIR)
    return path.join(TEMPLATE_DIR, 'site.db')
  })()
  const template = await sqliteTemplate
  const dataDir = `.test-data/resilience-${name}`
  rmSync(dataDir, { recursive: true, force: true })
  mkdirSync(dataDir, { recursive: true })
  for (const suffix of ['', '-wal']) {
    if (existsSync(template + suffix)) copyFileSync(template + suffix, path.join(dataDir, `site.db${suffix}`))
  }
  return { databaseUrl: `file:./${dataDir}/site.db`, dataDir }
}

/** A connection of the test's own to a server's SQLite file (the driver the SQLite adapter uses). */
export const sqliteClient = (databaseUrl: string): Client => createClient({ url: databaseUrl })

/**
 * This run's PostgreSQL databases are named after the config's (E2E_PG_DATABASE), so the global teardown
 * drops whatever a failed test left behind.
 */
const runDatabase = (suffix: string) => `${process.env.E2E_PG_DATABASE ?? 'e2e_local'}_${suffix}`

export const postgresUrl = (database: string, port?: number) => {
  const url = new URL(process.env.TEST_DATABASE_URL!)
  url.pathname = `/${database}`
  if (port) url.port = String(port)
  return url.toString()
}

async function admin<T>(task: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL })
  await client.connect()
  try {
    return await task(client)
  } finally {
    await client.end()
  }
}

let postgresTemplate: Promise<string> | undefined

export type FreshPostgres = { database: string; databaseUrl: string; dataDir: string; drop: () => Promise<void> }

/** A new PostgreSQL database on TEST_DATABASE_URL's server, copied from this run's template. */
export async function freshPostgres(name: string): Promise<FreshPostgres> {
  postgresTemplate ??= (async () => {
    const template = runDatabase(`tpl_${SLOT}`)
    await admin((client) => client.query(`DROP DATABASE IF EXISTS "${template}" WITH (FORCE)`))
    await prepare(postgresUrl(template), TEMPLATE_DIR)
    return template
  })()
  const template = await postgresTemplate
  const database = runDatabase(name)
  await admin(async (client) => {
    await client.query(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`)
    await client.query(`CREATE DATABASE "${database}" TEMPLATE "${template}"`)
  })
  const dataDir = `.test-data/resilience-pg-${name}`
  rmSync(dataDir, { recursive: true, force: true })
  mkdirSync(dataDir, { recursive: true })
  return {
    database,
    databaseUrl: postgresUrl(database),
    dataDir,
    drop: () =>
      admin(async (client) => void (await client.query(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`))),
  }
}
