import config from '@payload-config'
import { getPayload, type Payload } from 'payload'

import { env } from '@/config/env.server'
import { watchIntakeQueue } from '@/leads/intake.server'
import { outsideRequestContext } from '@/observability/request-context'
import { releasingAbandonedJobsOnTakeOver } from './abandoned-jobs.server'
import { jobRunnerLease } from './job-runner-lease.server'
import { startJobsQueueOnce } from './jobs-queue-handle'
import { runJobsBetweenRequests } from './jobs-runner.server'
import { yieldToIntake } from './jobs-yield-to-intake.server'

/**
 * The Local API, shared by route handlers and server components of this process. Its first use in the server starts
 * the jobs queue (the outbox's mail, the sweep, docs/decisions/0054-outbox-and-mail-job.md) and the watch of the
 * intake queue (0102): a site that only visitors use sends its mail too. One instance runs the jobs at a time
 * (0140), not while a surge of leads is answered, and a few at a time between requests (0144); taking the queue
 * over, it frees the jobs a stopped server left marked as running (0153).
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

function startJobsQueue(payload: Payload): void {
  startJobsQueueOnce(() =>
    runJobsBetweenRequests(payload, {
      everyMs: env().JOBS_INTERVAL_SECONDS * 1000,
      ...yieldToIntake(releasingAbandonedJobsOnTakeOver(payload, jobRunnerLease(env().DATABASE_URL))),
    }),
  )
}
