import { copyFileSync, existsSync, rmSync } from 'node:fs'

import { snapshotSqlite } from '../../src/operations/backup/sqlite.server'
import { startAppServer, type AppServer } from '../lib/app-server'

export const BENCH_DATA = '.test-data/bench'
const SITE_DB = `${BENCH_DATA}/site.db`
/** The demo database as seeding left it: each run starts from a copy (docs/decisions/0145). */
const SEEDED_DB = `${BENCH_DATA}/seeded.db`

/**
 * The bench's server: one client sends everything, so rate limits and the captcha check are off. Each run starts
 * from a fresh copy of the seeded demo database: a database that kept every run's leads, their mail and their
 * pending jobs grew to tens of thousands of rows, and its first minute after a start measured that history, not the
 * site. The first run seeds it (into an empty data folder) and keeps a snapshot for the later ones.
 */
export async function startBenchServer(port: number): Promise<AppServer> {
  const fromSeeded = existsSync(SEEDED_DB)
  if (fromSeeded) {
    for (const file of [SITE_DB, `${SITE_DB}-wal`, `${SITE_DB}-shm`]) rmSync(file, { force: true })
    copyFileSync(SEEDED_DB, SITE_DB)
  } else {
    rmSync(BENCH_DATA, { recursive: true, force: true })
  }
  const server = await startAppServer(port, BENCH_DATA, {
    RATE_LIMIT_SUBMISSIONS: '0',
    RATE_LIMIT_READS_PER_MINUTE: '0',
    CAPTCHA_REQUIRED: 'false',
  })
  if (!fromSeeded) snapshotSqlite(SITE_DB, SEEDED_DB)
  return server
}
