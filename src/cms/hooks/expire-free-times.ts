import { after } from 'next/server'
import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'

import { FREE_TIMES_TAG, forgetFreeTimes } from '@/response-cache/free-times'

import { announceContentChange } from './content-bus.server'

/**
 * Forgets the kept free times (docs/decisions/0184): at once, and again once the answer is sent, after the change's
 * transaction has committed (a free-times read between the two would otherwise keep the times as they were before
 * it); then tells the other instances.
 */
export function expireFreeTimes(): void {
  forgetFreeTimes()
  if (!process.env.NEXT_RUNTIME) return
  const afterCommit = () => {
    forgetFreeTimes()
    announceContentChange([FREE_TIMES_TAG])
  }
  try {
    after(afterCommit)
  } catch {
    // Outside a request (a job): nothing to wait for.
    afterCommit()
  }
}

/** Hooks of what free times are made of: bookings, counsellors' hours and leave, meeting types. */
export const expireFreeTimesOnChange: {
  afterChange: CollectionAfterChangeHook[]
  afterDelete: CollectionAfterDeleteHook[]
} = {
  afterChange: [({ doc }) => (expireFreeTimes(), doc)],
  afterDelete: [({ doc }) => (expireFreeTimes(), doc)],
}
