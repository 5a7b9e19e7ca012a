import { expect, test } from '@playwright/test'

import { INTAKE_QUEUE_LOG } from '../../src/leads/intake-queue-log'
import { startApp } from '../support/app-process'
import { unique } from '../support/leads'
import { staffApi } from '../support/staff-api'
import {
  expectStoredOrUnavailable,
  inPool,
  isSuccess,
  mixedSubmissions,
  notStored,
  storedOnceDrained,
  SURGE_AFTER_TWO,
  submit,
  type Sent,
} from '../support/submissions'
import { freshSqlite } from '../support/test-databases'

// A stop (SIGTERM, as a process manager sends it) in the middle of a burst of submissions: the server answers
// what it had already received before it exits, and every submission answered 2xx is stored
// (docs/decisions/0101: the production server's shutdown).

const TOTAL = 150
const CONCURRENCY = 40
/** The stop comes once this many submissions have been answered 2xx. */
const STOP_AFTER = 30
/** app-process's stop() sends SIGKILL after 10 s: a graceful exit comes well before. */
const GRACEFUL_MS = 8_000

test('SQLite: a SIGTERM during a burst of submissions answers those in flight, then exits; none answered 2xx is lost', async () => {
  // As in crash-during-burst.ts: the bound only stops a hung run.
  test.setTimeout(360_000)
  const database = await freshSqlite('stop')
  const first = await startApp({ port: 3338, ...database, env: SURGE_AFTER_TWO })
  const items = mixedSubmissions(TOTAL, 'stop', unique())

  let succeeded = 0
  let stopSentAt: number | undefined
  let stopped: Promise<number> | undefined
  const answeredAt = new Map<Sent, number>()
  let sent: Sent[]
  try {
    sent = await inPool(items, CONCURRENCY, async ({ kind, email }) => {
      const answer = await submit(first.baseURL, kind, email)
      answeredAt.set(answer, Date.now())
      if (isSuccess(answer) && ++succeeded === STOP_AFTER) {
        stopSentAt = Date.now()
        stopped = first.stop().then(() => Date.now() - stopSentAt!)
      }
      return answer
    })
    expect(stopped, 'the server was stopped during the burst').toBeDefined()
    expect(await stopped, 'the server exited by itself after SIGTERM').toBeLessThan(GRACEFUL_MS)
  } finally {
    if (first.running()) await first.kill()
  }

  const ok = sent.filter(isSuccess)
  expect(first.output(), 'the burst sent leads to the intake queue').toContain(INTAKE_QUEUE_LOG.surge)
  const afterStop = ok.filter((answer) => answeredAt.get(answer)! > stopSentAt!)
  test.info().annotations.push({
    type: 'burst',
    description: `${ok.length} answered 2xx, ${afterStop.length} of them after SIGTERM`,
  })
  expect(afterStop.length, 'submissions in flight at SIGTERM were answered').toBeGreaterThan(0)
  // Refused connections after the stop are expected; an answer other than 2xx or 503 never is.
  expectStoredOrUnavailable(sent)

  const second = await startApp({ port: 3338, ...database })
  try {
    const stored = await storedOnceDrained(await staffApi(second.baseURL), ok)
    expect(notStored(stored, ok), 'submissions answered 2xx but not stored').toEqual([])
  } finally {
    await second.stop()
  }
})
