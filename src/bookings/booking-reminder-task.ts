import type { TaskConfig } from 'payload'

import { enqueue } from '@/outbox/enqueue.server'
import { bookingReminder } from '@/outbox/mails/booking-reminder'

import { BOOKING_REMINDER_TASK, bookingMailDetails } from './booking-notices.server'

type Input = { booking: string; start: string; hours: number }

/**
 * A booking's reminder, 24 hours or 1 hour before it (docs/decisions/0129): a job kept in the database that reads the
 * booking when it runs, so a cancelled or moved meeting is never reminded at its old time.
 */
export const bookingReminderTask: TaskConfig<{ input: Input; output: { status: string } }> = {
  slug: BOOKING_REMINDER_TASK,
  label: 'Remind the visitor of a booked meeting',
  inputSchema: [
    { name: 'booking', type: 'text', required: true },
    { name: 'start', type: 'text', required: true },
    { name: 'hours', type: 'number', required: true },
  ],
  outputSchema: [{ name: 'status', type: 'text' }],
  retries: 3,
  handler: async ({ input, req }) => {
    const { payload } = req
    const booking = await payload.findByID({
      collection: 'bookings',
      id: input.booking,
      depth: 0,
      overrideAccess: true,
      req,
      disableErrors: true,
    })
    if (!booking || booking.status !== 'booked' || booking.start !== input.start) {
      return { output: { status: 'not needed' } }
    }
    await enqueue(payload, bookingReminder(await bookingMailDetails(payload, booking, req), input.hours), req)
    return { output: { status: 'reminded' } }
  },
}
