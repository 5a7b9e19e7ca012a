import { expect, test } from '@playwright/test'

import { smtpPortFor } from '../../playwright.config'
import { startApp } from '../support/app-process'
import { startSmtp, unique } from '../support/leads'
import { expectOneMailEach, inPool, isSuccess, submit, SUBMISSION_KINDS } from '../support/submissions'
import { freshSqlite } from '../support/test-databases'

// The mail queue runs from the server's start: a site that only visitors use, with no staff member signed in
// to the admin since it started, still sends every notification.

const PORT = 3337

test('a server no staff member has visited delivers the mail of every submission', async () => {
  const database = await freshSqlite('mail-without-staff')
  const smtp = await startSmtp(`http://127.0.0.1:${PORT}`)
  const server = await startApp({ port: PORT, ...database, env: { SMTP_URL: `smtp://127.0.0.1:${smtpPortFor(PORT)}` } })
  try {
    const run = unique()
    const items = SUBMISSION_KINDS.map((kind) => ({ kind, email: `unvisited.${kind}.${run}@example.com` }))
    const sent = await inPool(items, 3, ({ kind, email }) => submit(server.baseURL, kind, email))
    expect(sent.filter((answer) => !isSuccess(answer))).toEqual([])

    // Only the public calls above have reached the server: nothing here signs in or opens the admin.
    await expect.poll(() => smtp.received.length, { timeout: 30_000, intervals: [250] }).toBe(items.length)
    expectOneMailEach(smtp.received, items)
  } finally {
    await server.stop()
    await smtp.stop()
  }
})
