import type { Payload } from 'payload'

import { releaseRunningJobs } from '@/database/release-running-jobs.server'
import { logger } from '@/observability/logger.server'

/**
 * Makes runnable again every unfinished job marked as running. Only the instance that holds the jobs queue runs
 * jobs (decision 0140), and it runs none between its ticks, so when it takes the queue over (its first tick after a
 * start, or after another instance let the lease go) a job marked so was left by a server that stopped or died in
 * the middle of it. Left alone it waits for the sweep's ten minutes (0056), and a sweep job left so stops every
 * later sweep from being scheduled until then (decision 0153).
 */
export async function releaseAbandonedJobs(payload: Payload): Promise<number> {
  const released = await releaseRunningJobs(payload)
  if (released) logger().warn({ jobs: released }, 'jobs left running by a stopped server made runnable again')
  return released
}

/**
 * The lease of the jobs queue, freeing abandoned jobs each time this instance takes the queue over: on the first
 * grant, and on a grant after a refusal.
 */
export function releasingAbandonedJobsOnTakeOver(
  payload: Payload,
  lease: () => Promise<boolean>,
  release: (payload: Payload) => Promise<number> = releaseAbandonedJobs,
): () => Promise<boolean> {
  let holding = false
  return async () => {
    const held = await lease()
    if (held && !holding) await release(payload)
    holding = held
    return held
  }
}
