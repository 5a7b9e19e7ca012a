import { intakeBusy } from '@/leads/intake-queue.server'

/** The longest the jobs queue waits for a surge of leads to pass: mail is late by this much at most. */
export const JOBS_WAIT_FOR_INTAKE_MS = 60_000

/**
 * Skips the jobs queue's tick while leads are queued or arriving in a surge: a tick runs up to fifty jobs on the
 * same event loop that answers the visitors, and during a surge their answers waited behind it (decision 0144).
 * After JOBS_WAIT_FOR_INTAKE_MS of skipped ticks one runs anyway, so a surge that never ends still gets its mail.
 */
export function yieldToIntake(
  shouldRun: () => Promise<boolean>,
  busy: () => boolean = intakeBusy,
  now: () => number = Date.now,
): () => Promise<boolean> {
  let waitingSince: number | undefined
  return async () => {
    if (busy()) {
      waitingSince ??= now()
      if (now() - waitingSince < JOBS_WAIT_FOR_INTAKE_MS) return false
    }
    waitingSince = undefined
    return shouldRun()
  }
}
