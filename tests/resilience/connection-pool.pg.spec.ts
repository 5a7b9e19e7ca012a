import { expect, test } from '@playwright/test'
import pg from 'pg'

import { ResilientPool } from '../../src/database/resilient-pool.server'

// The connection pool the PostgreSQL adapter gets (src/database/resilient-pool.server.ts), against the real server:
// connections killed from the server side, checked out and idle, as a database restart kills them.

const url = () => process.env.TEST_DATABASE_URL!

async function terminate(pid: number) {
  const admin = new pg.Client({ connectionString: url() })
  await admin.connect()
  try {
    await admin.query('SELECT pg_terminate_backend($1)', [pid])
  } finally {
    await admin.end()
  }
}

const backendPid = async (client: pg.PoolClient) =>
  Number((await client.query('SELECT pg_backend_pid() AS pid')).rows[0].pid)

test('a checked-out connection that dies stops counting against the pool, and its late release is harmless', async () => {
  const pool = new ResilientPool({ connectionString: url(), max: 1, connectionTimeoutMillis: 5_000 })
  try {
    // Checked out and never released, as the adapter keeps one.
    const held = await pool.connect()
    const ended = new Promise((resolve) => held.once('end', resolve))
    await terminate(await backendPid(held))
    await ended
    expect(pool.totalCount).toBe(0)
    // With max 1 this waits for a free connection, and times out, unless the dead one was forgotten.
    expect((await pool.query('SELECT 1 AS one')).rows[0].one).toBe(1)
    held.release()
    expect((await pool.query('SELECT 2 AS two')).rows[0].two).toBe(2)
  } finally {
    await pool.end()
  }
})

test('an idle connection that dies is dropped and logged, not thrown as an uncaught exception', async () => {
  const pool = new ResilientPool({ connectionString: url(), max: 2, connectionTimeoutMillis: 5_000 })
  try {
    const client = await pool.connect()
    const pid = await backendPid(client)
    client.release()
    const removed = new Promise((resolve) => pool.once('remove', resolve))
    await terminate(pid)
    await removed
    expect(pool.totalCount).toBe(0)
    expect((await pool.query('SELECT 1 AS one')).rows[0].one).toBe(1)
  } finally {
    await pool.end()
  }
})
