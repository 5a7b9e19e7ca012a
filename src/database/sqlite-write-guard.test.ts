import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { createClient, type Client } from '@libsql/client'
import { afterEach, describe, expect, it } from 'vitest'

import { guardSqliteWrites } from './sqlite-write-guard.server'

// The driver Payload's SQLite adapter uses, on a file another connection locks for a while, as a backup tool or a
// sqlite3 shell left in a transaction would.

const WAIT_MS = 300
const opened: Client[] = []
const dirs: string[] = []

function connect(url: string): Client {
  const client = createClient({ url })
  opened.push(client)
  return client
}

/** The server's guarded connection, a second one that holds the write lock, and a third that reads the file. */
async function lockedDatabase() {
  const dir = mkdtempSync(path.join(tmpdir(), 'sqlite-guard-'))
  dirs.push(dir)
  const url = `file:${path.join(dir, 'site.db')}`
  const server = connect(url)
  await server.execute('PRAGMA journal_mode = WAL')
  await server.execute('CREATE TABLE leads (id INTEGER PRIMARY KEY, email TEXT NOT NULL UNIQUE)')
  guardSqliteWrites(server, WAIT_MS)
  const holder = connect(url)
  await holder.execute('BEGIN EXCLUSIVE')
  const onDisk = async () =>
    (await connect(url).execute('SELECT email FROM leads ORDER BY id')).rows.map((r) => r.email)
  return { server, holder, onDisk }
}

afterEach(() => {
  opened.splice(0).forEach((client) => client.close())
  dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true }))
})

describe('SQLite writes while another process holds the lock', () => {
  it('a write refused as busy leaves the next writes committed', async () => {
    const { server, holder, onDisk } = await lockedDatabase()
    await expect(server.execute("INSERT INTO leads (email) VALUES ('locked@example.com')")).rejects.toMatchObject({
      code: 'SQLITE_BUSY',
    })
    await holder.execute('ROLLBACK')

    await server.execute("INSERT INTO leads (email) VALUES ('after@example.com')")
    expect(await onDisk()).toEqual(['after@example.com'])
  })

  it('so does a refused write that returns rows, as Payload inserts do', async () => {
    const { server, holder, onDisk } = await lockedDatabase()
    const insert = 'INSERT INTO leads (email) VALUES (?) RETURNING id'
    await expect(server.execute({ sql: insert, args: ['locked@example.com'] })).rejects.toMatchObject({
      code: 'SQLITE_BUSY',
    })
    await holder.execute('ROLLBACK')

    const stored = await server.execute({ sql: insert, args: ['after@example.com'] })
    expect(stored.rows).toHaveLength(1)
    expect(await onDisk()).toEqual(['after@example.com'])
  })

  it('a write waits for a lock released in time, without blocking the thread meanwhile', async () => {
    const { server, holder, onDisk } = await lockedDatabase()
    let ticks = 0
    const ticker = setInterval(() => ticks++, 10)
    setTimeout(() => void holder.execute('ROLLBACK'), WAIT_MS / 2)
    try {
      await server.execute("INSERT INTO leads (email) VALUES ('waited@example.com')")
    } finally {
      clearInterval(ticker)
    }
    expect(ticks).toBeGreaterThanOrEqual(5)
    expect(await onDisk()).toEqual(['waited@example.com'])
  })

  it('writes sent together are all stored, and one that fails on its own leaves the others alone', async () => {
    const { server, holder, onDisk } = await lockedDatabase()
    await holder.execute('ROLLBACK')
    const insert = (email: string) => server.execute({ sql: 'INSERT INTO leads (email) VALUES (?)', args: [email] })
    const results = await Promise.allSettled(
      ['a@example.com', 'b@example.com', 'a@example.com', 'c@example.com'].map(insert),
    )
    expect(results.map((result) => result.status)).toEqual(['fulfilled', 'fulfilled', 'rejected', 'fulfilled'])
    expect(await onDisk()).toEqual(['a@example.com', 'b@example.com', 'c@example.com'])
  })
})
