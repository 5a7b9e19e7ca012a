import { expect, test } from '@playwright/test'

import { INTAKE_QUEUE_LOG } from '../../src/leads/intake-queue-log'
import { startApp } from './app-process'
import { unique } from './leads'
import { staffApi } from './staff-api'
import {
  COLLECTIONS,
  expectStoredOrUnavailable,
  inPool,
  isSuccess,
  mixedSubmissions,
  notStored,
  storedOnceDrained,
  SURGE_AFTER_TWO,
  submit,
  SUBMISSION_KINDS,
  type Sent,
} from './submissions'

// A burst of submissions of all three kinds, the server SIGKILLed in the middle of it, a restart on the same
// database: every submission answered 2xx must be there, once, with its notification in the outbox.

const TOTAL = 300
const CONCURRENCY = 40
/** The kill comes once this many submissions have been answered 2xx. */
const KILL_AFTER = 100

export async function crashDuringBurst({
  port,
  databaseUrl,
  dataDir,
}: {
  port: number
  databaseUrl: string
  dataDir: string
}) {
  // Nearly every lead of the burst goes through the queue; on a busy machine the drain after the restart can take
  // longer than the project's three minutes. The bound only stops a hung run; nothing here is timed.
  test.setTimeout(360_000)
  const first = await startApp({ port, databaseUrl, dataDir, env: SURGE_AFTER_TWO })
  const run = unique()
  const items = mixedSubmissions(TOTAL, 'burst', run)

  let succeeded = 0
  let killed: Promise<void> | undefined
  let sent: Sent[]
  try {
    sent = await inPool(items, CONCURRENCY, async ({ kind, email }) => {
      const answer = await submit(first.baseURL, kind, email)
      if (isSuccess(answer) && ++succeeded === KILL_AFTER) killed = first.kill()
      return answer
    })
    expect(killed, 'the server was killed during the burst').toBeDefined()
    await killed
  } finally {
    if (first.running()) await first.kill()
  }

  const ok = sent.filter(isSuccess)
  const unanswered = sent.filter((answer) => answer.error !== undefined)
  test.info().annotations.push({
    type: 'burst',
    description: `${ok.length} answered 2xx, ${sent.length - ok.length - unanswered.length} otherwise, ${unanswered.length} unanswered`,
  })
  expect(ok.length).toBeGreaterThanOrEqual(KILL_AFTER)
  expect(first.output(), 'the burst sent leads to the intake queue').toContain(INTAKE_QUEUE_LOG.surge)
  expect(unanswered.length, 'requests were still in flight or unsent when the server died').toBeGreaterThan(0)
  // Before the kill a submission is stored (2xx) or refused as unavailable (503); never anything else.
  expectStoredOrUnavailable(sent)

  const second = await startApp({ port, databaseUrl, dataDir })
  try {
    const staff = await staffApi(second.baseURL)
    const stored = await storedOnceDrained(staff, ok)
    expect(notStored(stored, ok), 'submissions answered 2xx but not stored').toEqual([])
    for (const kind of SUBMISSION_KINDS) {
      const twice = [...stored[kind]].filter(([, count]) => count > 1)
      expect(twice, `${kind}: stored more than once`).toEqual([])
    }

    // Every lead ends with exactly one outbox message: on PostgreSQL the crash cannot part a lead from its
    // message (one transaction); on SQLite the outbox sweep writes any message the crash left out.
    await expect
      .poll(
        async () => {
          const outbox = await staff.find('outbox-messages')
          const without: string[] = []
          for (const kind of SUBMISSION_KINDS) {
            const collection = COLLECTIONS[kind]
            const messages = new Map<string, number>()
            for (const message of outbox.filter((entry) => entry.lead?.relationTo === collection)) {
              messages.set(String(message.lead.value), (messages.get(String(message.lead.value)) ?? 0) + 1)
            }
            for (const lead of await staff.find(collection)) {
              if (messages.get(String(lead.id)) !== 1) without.push(`${collection}: ${lead.email}`)
            }
          }
          return without
        },
        { message: 'leads without exactly one outbox message', timeout: 90_000, intervals: [1000] },
      )
      .toEqual([])

    // The restarted server takes submissions again.
    for (const kind of SUBMISSION_KINDS) {
      const after = await submit(second.baseURL, kind, `after.${kind}.${run}@example.com`)
      expect(after.status, JSON.stringify(after)).toBe(200)
    }
  } finally {
    await second.stop()
  }
}
