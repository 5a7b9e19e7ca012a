import nextEnv from '@next/env'
import type { Payload } from 'payload'

import { type Env, EnvError, parseEnv } from '../../src/config/env.server'
import { closeDatabase, dialectOf } from '../../src/database/database.server'

/** Prints one line and exits: how every script reports a problem the operator must fix. */
export function fail(message: string): never {
  console.error(message)
  process.exit(1)
}

export function loadEnv(): Env {
  // The same .env files Next reads (.env, .env.local, .env.production…); real variables win.
  nextEnv.loadEnvConfig(process.cwd(), process.env.NODE_ENV !== 'production', { info: () => {}, error: console.error })
  try {
    return parseEnv()
  } catch (error) {
    if (error instanceof EnvError) fail(error.message)
    throw error
  }
}

/** Redacts the password of a database URL for messages. */
export const redactUrl = (url: string) => url.replace(/\/\/([^:/@]+):[^@]*@/, '//$1:***@')

/** A PostgreSQL URL that cannot be reached stops the script with one line, before Payload logs its own trace. */
export async function assertDatabaseReachable(databaseUrl: string): Promise<void> {
  if (dialectOf(databaseUrl) !== 'postgres') return
  const { default: pg } = await import('pg')
  const client = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: 5_000 })
  try {
    await client.connect()
  } catch (error) {
    const code = (error as { code?: string }).code
    // A missing database is fine: Payload creates it.
    if (code === '3D000') return
    fail(`Cannot connect to the database at ${redactUrl(databaseUrl)}: ${(error as Error).message || code}`)
  } finally {
    await client.end().catch(() => {})
  }
}

/** Runs a task with the Local API, then closes the database so the process can exit. */
export async function withPayload<T>(task: (payload: Payload, env: Env) => Promise<T>): Promise<T> {
  const env = loadEnv()
  await assertDatabaseReachable(env.DATABASE_URL)
  let payload: Payload
  try {
    const [{ getPayload }, { default: config }] = await Promise.all([import('payload'), import('@payload-config')])
    payload = await getPayload({ config })
  } catch (error) {
    if (error instanceof EnvError) fail(error.message)
    fail(`Cannot start the CMS on ${redactUrl(env.DATABASE_URL)}: ${(error as Error).message}`)
  }
  try {
    return await task(payload, env)
  } finally {
    await payload.destroy().catch(() => {})
    await closeDatabase(payload.db)
  }
}
