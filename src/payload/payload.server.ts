import config from '@payload-config'
import { getPayload, type Payload } from 'payload'

import { env } from '@/config/env.server'
import { watchIntakeQueue } from '@/leads/intake.server'
import { outsideRequestContext } from '@/observability/request-context'
import { jobRunnerLease } from './job-runner-lease.server'
import { runJobsBetweenRequests } from './jobs-runner.server'
import { yieldToIntake } from './jobs-yield-to-intake.server'

/**
 * The Local API, shared by route handlers and server components of this process. Its first use in the server starts
 * the jobs queue (the outbox's mail, the sweep, docs/decisions/0054-outbox-and-mail-job.md) and the watch of the
 * intake queue (0102): a site that only visitors use sends its mail too. One instance runs the jobs at a time
 * (0140), not while a surge of leads is answered, and a few at a time between requests (0144).
 */
export async function payloadClient(): Promise<Payload> {
  // Started outside the request that happens to come first, so the timers of the jobs queue and the intake queue
  // do not carry that request's id into every later log line.
  return outsideRequestContext(async () => {
    const payload = await getPayload({ config })
    if (process.env.NEXT_RUNTIME === 'nodejs' && process.env.NEXT_PHASE !== 'phase-production-build') {
      watchIntakeQueue(payload)
      startJobsQueue(payload)
    }
    return payload
  })
}

// On globalThis: each route bundle of the server holds its own copy of this module, and the queue must run once.
const JOBS = Symbol.for('brighter-bridge.jobs-runner')
const holder = globalThis as { [JOBS]?: boolean }

function startJobsQueue(payload: Payload): void {
  if (holder[JOBS]) return
  holder[JOBS] = true
  runJobsBetweenRequests(payload, {
    everyMs: env().JOBS_INTERVAL_SECONDS * 1000,
    ...yieldToIntake(jobRunnerLease(env().DATABASE_URL)),
  })
}
