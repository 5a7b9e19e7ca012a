import { z } from 'zod'

import { bookingRequestSchema, slotsQuerySchema } from '@/schema/booking-schema'

import { errorAnswer } from './responses'

// Our own booking calls (docs/decisions/0129), beside the §7 calls: the free times, and booking one.

export const BOOKING_PATHS = { slots: '/api/bookings/slots', book: '/api/bookings' } as const

export const slotsAnswer = z
  .object({
    data: z.object({
      timeZone: z.string().meta({ description: 'The office’s IANA time zone.' }),
      slots: z.array(
        z.object({
          start: z.iso.datetime().meta({ description: 'UTC' }),
          end: z.iso.datetime().meta({ description: 'UTC' }),
        }),
      ),
    }),
  })
  .meta({ id: 'FreeTimes' })

export const bookingAnswer = z
  .object({ data: z.object({ id: z.number(), start: z.iso.datetime(), end: z.iso.datetime() }) })
  .meta({ id: 'Booking' })

export const BOOKING_CALLS = {
  slots: { path: BOOKING_PATHS.slots, query: slotsQuerySchema.meta({ id: 'FreeTimesQuery' }), answer: slotsAnswer },
  book: {
    path: BOOKING_PATHS.book,
    request: bookingRequestSchema.meta({ id: 'BookingRequest' }),
    answer: bookingAnswer,
    conflict: errorAnswer,
  },
} as const
