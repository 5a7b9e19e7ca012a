import type { TaskConfig } from 'payload'

import { OFFER_LAPSE_TASK } from './notices.server'
import { lapseOffer } from './waiting-list.server'

type Input = { registration: string }

/**
 * Passes on a seat offered from the waiting list when its hold is over (docs/decisions/0172). It reads the
 * registration when it runs: an offer taken meanwhile is left alone.
 */
export const offerLapseTask: TaskConfig<{ input: Input; output: { status: string } }> = {
  slug: OFFER_LAPSE_TASK,
  label: 'Pass on an event seat whose offer was not taken',
  inputSchema: [{ name: 'registration', type: 'text', required: true }],
  outputSchema: [{ name: 'status', type: 'text' }],
  retries: 3,
  handler: async ({ input, req }) => ({
    output: { status: (await lapseOffer(req.payload, Number(input.registration))) ? 'passed on' : 'not needed' },
  }),
}
