import type { TaskConfig } from 'payload'

import { everySeconds } from '@/database/every-seconds'
import { env } from '@/config/env.server'

import { releaseStuckJobs, SWEEP_GRACE_MS, sweepOutbox } from './outbox-sweep.server'

export const SWEEP_TASK = 'sweepOutbox'

/**
 * What this process has swept: after its first sweep (the whole look-back, so a restart after a crash is
 * covered) each sweep reads only the leads written since the last one, with a grace period of overlap.
 */
let sweptUpTo: Date | undefined

/**
 * The outbox sweep as a scheduled job (docs/decisions/0056-outbox-sweep.md). Payload's scheduler queues it
 * every OUTBOX_SWEEP_SECONDS from the server's job runner, never while one is still waiting or running.
 */
export const sweepOutboxTask: TaskConfig<{ input: object; output: { mended: number } }> = {
  slug: SWEEP_TASK,
  label: 'Mend the outbox after a crash or a late SMTP_URL',
  outputSchema: [{ name: 'mended', type: 'number' }],
  retries: 0,
  schedule: [
    {
      cron: everySeconds(env().OUTBOX_SWEEP_SECONDS),
      queue: 'default',
      hooks: {
        // A sweep job a dead server left marked as running would stop every later one from being scheduled.
        beforeSchedule: async (args) => {
          await releaseStuckJobs(args.req.payload, SWEEP_TASK)
          return args.defaultBeforeSchedule(args)
        },
      },
    },
  ],
  handler: async ({ req }) => {
    const now = new Date()
    const after = sweptUpTo && new Date(sweptUpTo.getTime() - SWEEP_GRACE_MS)
    const result = await sweepOutbox(req.payload, { now, after })
    sweptUpTo = new Date(now.getTime() - SWEEP_GRACE_MS)
    return { output: { mended: Object.values(result).reduce((sum, count) => sum + count, 0) } }
  },
}
