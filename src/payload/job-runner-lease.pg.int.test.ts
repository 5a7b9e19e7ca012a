import pg from 'pg'
import { describe, expect, it } from 'vitest'

import { jobRunnerLease } from './job-runner-lease.server'

// The lease that lets one instance at a time run the jobs queue (docs/decisions/0140), on a real PostgreSQL.
const url = process.env.TEST_DATABASE_URL!

/** Ends the connections that hold the runner's lock, as an instance's death or a database restart does. */
async function dropLockHolders() {
  const admin = new pg.Client({ connectionString: url })
  await admin.connect()
  try {
    await admin.query(
      `SELECT pg_terminate_backend(pid) FROM pg_locks
       WHERE locktype = 'advisory' AND objid = 710451223 AND pid <> pg_backend_pid()
         AND database = (SELECT oid FROM pg_database WHERE datname = current_database())`,
    )
  } finally {
    await admin.end()
  }
}

describe('the job runner lease', () => {
  it('lets one instance run the jobs, keeps it with the same one, and passes it on when that one is gone', async () => {
    const first = jobRunnerLease(url)
    const second = jobRunnerLease(url)
    try {
      expect(await first()).toBe(true)
      expect(await second()).toBe(false)
      expect(await first()).toBe(true)
      expect(await second()).toBe(false)
      await dropLockHolders()
      // The first learns its connection is gone; whichever asks first afterwards runs the jobs, and only it.
      await expect.poll(async () => [await second(), await first()].filter(Boolean).length).toBe(1)
    } finally {
      await dropLockHolders()
    }
  })

  it('always runs the jobs on SQLite, which serves one instance', async () => {
    const lease = jobRunnerLease('file:./data/site.db')
    expect(await lease()).toBe(true)
    expect(await lease()).toBe(true)
  })
})
