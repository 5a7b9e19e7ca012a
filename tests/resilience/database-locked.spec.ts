import { expect, test } from '@playwright/test'

import { SUBMISSION_TEXT } from '../../src/schema/messages'
import { siteSettings } from '../../src/seed/content/site-settings'
import { startApp } from '../support/app-process'
import { unique } from '../support/leads'
import { READ_CALLS, sendRead, uncachedBody } from '../support/read-calls'
import { staffApi } from '../support/staff-api'
import { COLLECTIONS, storedOnceDrained, submit, SUBMISSION_KINDS } from '../support/submissions'
import { freshSqlite, sqliteClient } from '../support/test-databases'

// SQLite's "database unavailable": another process holds the write lock (a sqlite3 shell left in a
// transaction, a backup tool). In WAL mode reads go on, so pages, read calls and the health check keep
// answering; writes wait out the busy timeout, then every submission answers 503 and nothing is stored. Once
// the lock is released the same process stores leads again, committed to the file (docs/decisions/0070, 0089).

const PORT = 3334

test('SQLite locked by another process: submissions answer 503 and store nothing, reads go on, then it recovers', async () => {
  const database = await freshSqlite('locked')
  const server = await startApp({ port: PORT, ...database })
  const run = unique()
  try {
    const lock = sqliteClient(database.databaseUrl)
    // The server's own background writes (the outbox's jobs) may hold the lock for a moment: wait them out, as a
    // sqlite3 shell with a timeout would, instead of failing to take it.
    await lock.execute('PRAGMA busy_timeout = 10000')
    await lock.execute('BEGIN EXCLUSIVE')
    try {
      const [submissions, health, reads, home] = await Promise.all([
        Promise.all(SUBMISSION_KINDS.map((kind) => submit(server.baseURL, kind, `locked.${kind}.${run}@example.com`))),
        fetch(`${server.baseURL}/api/health`),
        Promise.all(
          READ_CALLS.map((entry, index) => sendRead(server.baseURL, entry, uncachedBody(entry, 5000 + index))),
        ),
        fetch(`${server.baseURL}/`),
      ])
      for (const answer of submissions) {
        expect(answer.status, JSON.stringify(answer)).toBe(503)
        expect(answer.body.error.message).toBe(SUBMISSION_TEXT.unavailable)
      }
      expect(health.status).toBe(200)
      for (const read of reads) expect([200, 404], `${read.path}: ${read.body}`).toContain(read.status)
      expect(home.status).toBe(200)
      expect(await home.text()).toContain(siteSettings.name)
    } finally {
      await lock.execute('ROLLBACK')
      lock.close()
    }

    const answers = new Map<string, unknown>()
    for (const kind of SUBMISSION_KINDS) {
      const answer = await submit(server.baseURL, kind, `unlocked.${kind}.${run}@example.com`)
      answers.set(kind, answer)
      expect(answer.status, JSON.stringify(answer)).toBe(200)
    }
    const unlocked = SUBMISSION_KINDS.map((kind) => ({ kind, email: `unlocked.${kind}.${run}@example.com` }))
    const stored = await storedOnceDrained(await staffApi(server.baseURL), unlocked)
    // Committed, not only visible on the server's own connection: another connection reads the file.
    const reader = sqliteClient(database.databaseUrl)
    try {
      for (const kind of SUBMISSION_KINDS) {
        const seen = JSON.stringify({ answer: answers.get(kind), stored: [...stored[kind]] })
        expect(stored[kind].get(`unlocked.${kind}.${run}@example.com`), seen).toBe(1)
        expect(stored[kind].has(`locked.${kind}.${run}@example.com`)).toBe(false)
        const onDisk = await reader.execute({
          sql: `SELECT email FROM ${COLLECTIONS[kind].replaceAll('-', '_')} WHERE email LIKE ?`,
          args: [`%.${kind}.${run}@example.com`],
        })
        expect(onDisk.rows.map((row) => row.email)).toEqual([`unlocked.${kind}.${run}@example.com`])
      }
    } finally {
      reader.close()
    }
    expect(server.output()).not.toMatch(/uncaughtException|unhandledRejection/)
  } finally {
    await server.stop()
  }
})
