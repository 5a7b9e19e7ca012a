import config from '@payload-config'
import { getPayload, type Payload } from 'payload'

import { watchIntakeQueue } from '@/leads/intake.server'
import { outsideRequestContext } from '@/observability/request-context'

/**
 * The Local API, shared by route handlers and server components of this process. `cron: true` starts the
 * jobs queue (the outbox's mail, the sweep) with the first use: without it Payload started the queue only when
 * a request reached its own REST routes or the admin, so a site that only visitors used sent no mail. The
 * config's `autoRun` keeps the queue inside the Next server (docs/decisions/0054-outbox-and-mail-job.md). The
 * server also starts watching the intake queue with its first use (docs/decisions/0102-intake-queue.md).
 */
export async function payloadClient(): Promise<Payload> {
  // Started outside the request that happens to come first, so the timers of the jobs queue and the intake queue
  // do not carry that request's id into every later log line.
  return outsideRequestContext(async () => {
    const payload = await getPayload({ config, cron: true })
    if (process.env.NEXT_RUNTIME === 'nodejs' && process.env.NEXT_PHASE !== 'phase-production-build') {
      watchIntakeQueue(payload)
    }
    return payload
  })
}
