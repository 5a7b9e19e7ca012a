import { setImmediate as nextTurn } from 'node:timers/promises'

import type { Payload } from 'payload'

import { logger } from '@/observability/logger.server'

/** The most jobs one tick runs, as Payload's own runner did. */
export const JOBS_PER_TICK = 50
/** Jobs run between two turns of the event loop: what a request arriving meanwhile waits for at most. */
export const JOBS_PER_TURN = 5

type RunnerOptions = {
  everyMs: number
  /** Whether this tick may run jobs at all (the lease, no surge of leads). */
  shouldRun: () => Promise<boolean>
  /** Ends a running tick early, checked before every batch: a surge of leads that began during it. */
  giveWay?: () => boolean
}

/**
 * Runs the jobs queue in this process every `everyMs`, in place of Payload's own runner: up to JOBS_PER_TICK jobs a
 * tick, JOBS_PER_TURN at a time with the event loop turning between them. Payload's runner took fifty at once, and
 * on SQLite, whose driver never yields, a tick then held every request for 0.4–0.7 s (decision 0144). Each tick
 * first queues the scheduled tasks that are due; it does not start while the last one runs, and stops early when
 * `giveWay` says so. Returns a function that stops the runner: no tick starts after it, a running one ends after its
 * batch, and the promise it returns settles then, so a server that stops leaves no job marked as running.
 */
export function runJobsBetweenRequests(
  payload: Payload,
  { everyMs, shouldRun, giveWay = () => false }: RunnerOptions,
): () => Promise<void> {
  let running: Promise<void> | undefined
  let stopped = false
  const tick = () => {
    if (!running && !stopped) running = runTick()
  }
  const runTick = async () => {
    try {
      // Queues the scheduled tasks that are due (the outbox sweep), on every instance, as Payload's runner did.
      await payload.jobs.handleSchedules({ queue: 'default' })
      if (!(await shouldRun())) return
      for (let done = 0; done < JOBS_PER_TICK && !stopped && !giveWay(); done += JOBS_PER_TURN) {
        const result = await payload.jobs.run({ queue: 'default', limit: JOBS_PER_TURN, silent: true })
        const ran = 'jobStatus' in result ? Object.keys(result.jobStatus ?? {}).length : 0
        if (result.noJobsRemaining || ran < JOBS_PER_TURN) break
        await nextTurn()
      }
    } catch (error) {
      logger().error({ err: error }, 'jobs queue tick failed')
    } finally {
      running = undefined
    }
  }
  const timer = setInterval(tick, everyMs)
  timer.unref()
  return async () => {
    stopped = true
    clearInterval(timer)
    await running
  }
}
