import { expect, test } from '@playwright/test'

import { smtpPortFor } from '../../playwright.config'
import { startApp } from '../support/app-process'
import { startSmtp, unique } from '../support/leads'
import { staffApi } from '../support/staff-api'
import { expectOneMailEach, inPool, isSuccess, submit, SUBMISSION_KINDS } from '../support/submissions'
import { freshSqlite, sqliteClient } from '../support/test-databases'

// A site run for a while without SMTP_URL keeps every message in the outbox as not sent; restarted with a
// mail server configured, the outbox sweep queues them again and each one is delivered, exactly once. The first
// server is taken to have been killed in the middle of a sweep, which leaves its job marked as running: while it is,
// no other sweep is scheduled, so the restarted server must free it at once (decision 0153), not ten minutes later.

const PORT = 3336
const PER_KIND = 4

test('messages kept while no mail server was configured are delivered once SMTP_URL is set', async () => {
  const database = await freshSqlite('smtp-later')
  const run = unique()
  const items = SUBMISSION_KINDS.flatMap((kind) =>
    Array.from({ length: PER_KIND }, (_, index) => ({ kind, email: `later.${kind}.${index}.${run}@example.com` })),
  )

  const first = await startApp({ port: PORT, ...database })
  try {
    const sent = await inPool(items, 6, ({ kind, email }) => submit(first.baseURL, kind, email))
    expect(sent.filter((answer) => !isSuccess(answer))).toEqual([])
    const staff = await staffApi(first.baseURL)
    await expect
      .poll(async () => (await staff.find('outbox-messages')).map((message) => message.status), {
        timeout: 30_000,
        intervals: [250],
      })
      .toEqual(items.map(() => 'not-sent'))
  } finally {
    await first.stop()
  }
  const killed = sqliteClient(database.databaseUrl)
  try {
    // At most one sweep job waits or runs at a time: the one the killed server was running.
    await killed.batch([
      "DELETE FROM payload_jobs WHERE task_slug = 'sweepOutbox'",
      `INSERT INTO payload_jobs (task_slug, queue, processing, input, meta)
       VALUES ('sweepOutbox', 'default', 1, '{}', '{"scheduled":true}')`,
    ])
  } finally {
    killed.close()
  }

  const smtp = await startSmtp(first.baseURL)
  const second = await startApp({
    port: PORT,
    ...database,
    env: { SMTP_URL: `smtp://127.0.0.1:${smtpPortFor(PORT)}` },
  })
  try {
    const staff = await staffApi(second.baseURL)
    await expect
      .poll(async () => (await staff.find('outbox-messages')).filter((message) => message.status !== 'sent').length, {
        timeout: 90_000,
        intervals: [250],
      })
      .toBe(0)
    expect(await staff.find('outbox-messages')).toHaveLength(items.length)
    // No delivery job is left that could send anything again (a completed job is deleted).
    const db = sqliteClient(database.databaseUrl)
    try {
      const jobs = await db.execute("SELECT count(*) AS n FROM payload_jobs WHERE task_slug = 'sendOutboxMessage'")
      expect(Number(jobs.rows[0]!.n)).toBe(0)
    } finally {
      db.close()
    }
    expectOneMailEach(smtp.received, items)
  } finally {
    await smtp.stop()
    await second.stop()
  }
})
