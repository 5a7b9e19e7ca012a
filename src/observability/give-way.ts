import { setImmediate as nextTurn, setTimeout as sleep } from 'node:timers/promises'

import { visitorsWaiting } from './requests-in-flight'

/**
 * The longest one step of background work waits for visitors before it goes on anyway: long enough for a burst's
 * first answers, short enough that a sweep of forty steps beside a steady stream of visitors still ends within
 * seconds (waiting a second a step, it missed a test's 90 s on a loaded machine).
 */
export const GIVE_WAY_MAX_MS = 100

/**
 * Lets the event loop turn, then waits while visitors are being answered or wait to be read, `maxMs` at most: for
 * background work (the outbox sweep) between its steps. SQLite's driver never yields, so a long task run without
 * this held every visitor for its whole length (docs/decisions/0145).
 */
export async function giveWayToVisitors(
  maxMs = GIVE_WAY_MAX_MS,
  waiting: () => boolean = visitorsWaiting,
): Promise<void> {
  await nextTurn()
  const until = Date.now() + maxMs
  while (waiting() && Date.now() < until) await sleep(2)
}

/** How long no visitor must be waiting before background work that would hold the loop (a page's rendering) begins. */
export const QUIET_MS = 50
/** The longest such work waits for a quiet moment before it begins anyway. */
export const QUIET_MAX_MS = 2000

/**
 * Waits until no visitor has been answered or waiting for `quietMs`, `maxMs` at most: for work that holds the event
 * loop for long in one piece (a page rendered again behind its kept copy), so that it does not start between one
 * visitor's requests, a page and the pictures and calls that follow it (docs/decisions/0207).
 */
export async function quietMoment(
  quietMs = QUIET_MS,
  maxMs = QUIET_MAX_MS,
  waiting: () => boolean = visitorsWaiting,
): Promise<void> {
  const until = Date.now() + maxMs
  let quietSince = Date.now()
  while (Date.now() < until) {
    await sleep(5)
    if (waiting()) quietSince = Date.now()
    else if (Date.now() - quietSince >= quietMs) return
  }
}
