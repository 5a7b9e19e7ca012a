import type { TaskConfig } from 'payload'

import { enqueue } from '@/outbox/enqueue.server'
import { eventFollowUp } from '@/outbox/mails/event-follow-up'

import { EVENT_FOLLOW_UP_TASK, eventMailDetails } from './notices.server'
import { eventId } from './seats.server'

type Input = { registration: string; start: string }

/**
 * The mail after an event, a day after it ends: one to those marked as having come, another to those who had a seat
 * and did not. It reads the registration and the event when it runs: a seat cancelled, or an event moved or called
 * off, gets none.
 */
export const eventFollowUpTask: TaskConfig<{ input: Input; output: { status: string } }> = {
  slug: EVENT_FOLLOW_UP_TASK,
  label: 'Follow up a visitor after an event',
  inputSchema: [
    { name: 'registration', type: 'text', required: true },
    { name: 'start', type: 'text', required: true },
  ],
  outputSchema: [{ name: 'status', type: 'text' }],
  retries: 3,
  handler: async ({ input, req }) => {
    const { payload } = req
    const registration = await payload.findByID({
      collection: 'event-registrations',
      id: input.registration,
      depth: 0,
      overrideAccess: true,
      req,
      disableErrors: true,
    })
    if (!registration || registration.status !== 'seat') return { output: { status: 'not needed' } }
    const event = await payload.findByID({
      collection: 'events',
      id: eventId(registration.event),
      depth: 0,
      overrideAccess: true,
      req,
      disableErrors: true,
    })
    if (!event || event.cancelled || Date.parse(event.start) !== Date.parse(input.start)) {
      return { output: { status: 'not needed' } }
    }
    const attended = Boolean(registration.attended)
    await enqueue(payload, eventFollowUp(await eventMailDetails(payload, registration, req, event), { attended }), req)
    return { output: { status: attended ? 'attended' : 'no-show' } }
  },
}
