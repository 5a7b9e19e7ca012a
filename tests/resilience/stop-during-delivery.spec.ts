import { expect, test } from '@playwright/test'
import { SMTPServer } from 'smtp-server'

import { smtpPortFor } from '../../playwright.config'
import { startApp } from '../support/app-process'
import { unique } from '../support/leads'
import { isSuccess, submit } from '../support/submissions'
import { freshSqlite, sqliteClient } from '../support/test-databases'

// A server stopped (a deploy's SIGTERM) while its jobs queue is delivering a mail finishes that delivery before it
// exits: the message is sent once and marked so, and no job is left marked as running (decision 0153). Exiting at
// once cut the delivery off, and the job it left stayed so until a sweep freed it ten minutes later.

const PORT = 3339
const DELIVERY_MS = 2_000

test('a stop in the middle of a mail delivery lets it finish, then exits', async () => {
  const database = await freshSqlite('stop-delivery')
  const deliveries: string[] = []
  let started = 0
  // A mail server that takes two seconds to accept each message.
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      started++
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () =>
        setTimeout(() => {
          deliveries.push(Buffer.concat(chunks).toString('utf8'))
          callback()
        }, DELIVERY_MS),
      )
    },
  })
  await new Promise<void>((resolve) => smtp.listen(smtpPortFor(PORT), '127.0.0.1', resolve))

  const app = await startApp({
    port: PORT,
    ...database,
    env: { SMTP_URL: `smtp://127.0.0.1:${smtpPortFor(PORT)}` },
  })
  try {
    const email = `stop.delivery.${unique()}@example.com`
    const answer = await submit(app.baseURL, 'enquiry', email)
    expect(isSuccess(answer)).toBe(true)
    // The staff notification is on its way: the mail server has its message and has not accepted it yet.
    await expect.poll(() => started, { timeout: 30_000, intervals: [50] }).toBe(1)
    await app.stop()
    expect(deliveries).toHaveLength(1)
    expect(deliveries[0]).toContain(email)
  } finally {
    if (app.running()) await app.stop()
    await new Promise<void>((resolve) => smtp.close(() => resolve()))
  }

  const db = sqliteClient(database.databaseUrl)
  try {
    const messages = await db.execute('SELECT status FROM outbox_messages')
    expect(messages.rows.map((row) => row.status)).toEqual(['sent'])
    const running = await db.execute('SELECT count(*) AS n FROM payload_jobs WHERE processing = 1')
    expect(Number(running.rows[0]!.n)).toBe(0)
  } finally {
    db.close()
  }
})
