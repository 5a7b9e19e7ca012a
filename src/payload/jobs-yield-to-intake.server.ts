import { intakeBusy } from '@/leads/intake-queue.server'

/** The longest the jobs queue waits for a surge of leads to pass: mail is late by this much at most. */
export const JOBS_WAIT_FOR_INTAKE_MS = 60_000

/** When a tick of the jobs queue may start, and when a running one stops early. */
export type IntakeGate = { shouldRun: () => Promise<boolean>; giveWay: () => boolean }

/**
 * Skips the jobs queue's ticks while leads are queued or arriving in a surge, and stops a running tick when one
 * begins: a tick runs jobs on the same event loop that answers the visitors, and during a surge their answers
 * waited behind it (decision 0144). After JOBS_WAIT_FOR_INTAKE_MS of skipped ticks one runs anyway, to its end, so a
 * surge that never ends still gets its mail.
 */
export function yieldToIntake(
  shouldRun: () => Promise<boolean>,
  busy: () => boolean = intakeBusy,
  now: () => number = Date.now,
): IntakeGate {
  let waitingSince: number | undefined
  let forced = false
  return {
    shouldRun: async () => {
      forced = false
      if (busy()) {
        waitingSince ??= now()
        if (now() - waitingSince < JOBS_WAIT_FOR_INTAKE_MS) return false
        forced = true
      }
      waitingSince = undefined
      return shouldRun()
    },
    giveWay: () => !forced && busy(),
  }
}
