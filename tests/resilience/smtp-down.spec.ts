import { expect, test } from '@playwright/test'

import { smtpPortFor } from '../../playwright.config'
import { portInUse, startApp } from '../support/app-process'
import { startSmtp, unique } from '../support/leads'
import { staffApi } from '../support/staff-api'
import {
  expectOneMailEach,
  inPool,
  isSuccess,
  storedOnceDrained,
  submit,
  SUBMISSION_KINDS,
} from '../support/submissions'
import { freshSqlite, sqliteClient } from '../support/test-databases'

// Leads arrive while the mail server is down: every one is answered 2xx and stored, delivery is tried and
// fails; once the mail server is up every notification arrives, exactly once.

const PORT = 3332
const PER_KIND = 8

test('with the mail server down leads are stored, and each notification is delivered once it is back', async () => {
  const smtpPort = smtpPortFor(PORT)
  expect(await portInUse(smtpPort), 'nothing listens on the SMTP port yet').toBe(false)
  const database = await freshSqlite('smtp')
  const server = await startApp({
    port: PORT,
    ...database,
    env: { SMTP_URL: `smtp://127.0.0.1:${smtpPort}`, JOBS_INTERVAL_SECONDS: '1', MAIL_RETRY_BASE_MS: '200' },
  })
  let smtp: Awaited<ReturnType<typeof startSmtp>> | undefined
  try {
    const run = unique()
    const items = SUBMISSION_KINDS.flatMap((kind) =>
      Array.from({ length: PER_KIND }, (_, index) => ({ kind, email: `smtp.${kind}.${index}.${run}@example.com` })),
    )
    const sent = await inPool(items, 12, ({ kind, email }) => submit(server.baseURL, kind, email))
    expect(sent.filter((answer) => !isSuccess(answer))).toEqual([])
    const staff = await staffApi(server.baseURL)
    const stored = await storedOnceDrained(staff, items)
    expect(items.filter(({ kind, email }) => stored[kind].get(email) !== 1)).toEqual([])

    // Every message was tried at least twice, and failed because nothing answered.
    await expect
      .poll(
        async () => {
          const outbox = await staff.find('outbox-messages')
          return outbox.length === items.length && outbox.every((m) => m.status === 'retrying' && m.attempts >= 2)
        },
        { timeout: 60_000, intervals: [250] },
      )
      .toBe(true)
    for (const message of await staff.find('outbox-messages')) expect(message.lastError).toMatch(/ECONNREFUSED/)

    smtp = await startSmtp(server.baseURL)
    await expect
      .poll(async () => (await staff.find('outbox-messages')).filter((m) => m.status !== 'sent').length, {
        timeout: 90_000,
        intervals: [250],
      })
      .toBe(0)
    // No delivery job is left that could send anything again (a completed job is deleted). Each lead's response
    // checks (decision 0128) wait for its deadline, and send only if it is still unanswered then.
    const db = sqliteClient(database.databaseUrl)
    const deliveryJobs = "SELECT count(*) AS n FROM payload_jobs WHERE task_slug = 'sendOutboxMessage'"
    try {
      await expect.poll(async () => Number((await db.execute(deliveryJobs)).rows[0]!.n), { timeout: 30_000 }).toBe(0)
    } finally {
      db.close()
    }

    expectOneMailEach(smtp.received, items)
  } finally {
    await smtp?.stop()
    await server.stop()
  }
})
