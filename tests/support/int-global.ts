// Names this run, draws the demo art once for the seeds to come, and removes the run's databases and files once
// every worker has finished.
import { randomBytes } from 'node:crypto'
import { rmSync } from 'node:fs'
import path from 'node:path'

import { warmArtCache } from '../../src/seed/seed-images'

export default async function setup() {
  const runId = randomBytes(4).toString('hex')
  process.env.TEST_RUN_ID = runId
  await warmArtCache()
  return async () => {
    rmSync(path.resolve('.test-data', 'int', runId), { recursive: true, force: true })
    if (!process.env.TEST_DATABASE_URL) return
    const { default: pg } = await import('pg')
    const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL })
    await client.connect()
    const { rows } = await client.query<{ datname: string }>('SELECT datname FROM pg_database WHERE datname LIKE $1', [
      `it_${runId}_%`,
    ])
    for (const { datname } of rows) await client.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`)
    await client.end()
  }
}
