import type { TaskConfig } from 'payload'

import { enqueue } from '@/outbox/enqueue.server'
import { eventReminder } from '@/outbox/mails/event-reminder'

import { EVENT_REMINDER_TASK, eventMailDetails } from './notices.server'
import { eventId } from './seats.server'

type Input = { registration: string; start: string; hours: number }

/**
 * A registered visitor's reminder, 24 hours or 1 hour before the event, with the join link for those online: a job
 * that reads the registration and the event when it runs, so a cancelled seat or a moved or called-off event is never
 * reminded at its old time.
 */
export const eventReminderTask: TaskConfig<{ input: Input; output: { status: string } }> = {
  slug: EVENT_REMINDER_TASK,
  label: 'Remind a registered visitor of an event',
  inputSchema: [
    { name: 'registration', type: 'text', required: true },
    { name: 'start', type: 'text', required: true },
    { name: 'hours', type: 'number', required: true },
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
    await enqueue(payload, eventReminder(await eventMailDetails(payload, registration, req, event), input.hours), req)
    return { output: { status: 'reminded' } }
  },
}
