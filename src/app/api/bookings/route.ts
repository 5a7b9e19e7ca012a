import { requestBooking } from '@/bookings/request-booking.server'
import { payloadClient } from '@/payload/payload.server'
import { BOOKING_TEXT, bookingRequestSchema } from '@/schema/booking-schema'

import { jsonRoute } from '../_lib/json-route'
import { LIMITS } from '../_lib/rate-limits'

export const dynamic = 'force-dynamic'

/**
 * POST /api/bookings: books a free time (docs/decisions/0129). 200 `{ data: { id, start, end } }` once stored; 409 when
 * the time is no longer free; 400 naming the field; rate-limited like the other submissions.
 */
export const { POST, OPTIONS } = jsonRoute({
  method: 'POST',
  name: 'bookings',
  rateLimit: LIMITS.booking,
  body: bookingRequestSchema,
  failure: { message: 'The booking could not be made. Please try again.' },
  handle: async (body) => {
    const outcome = await requestBooking(await payloadClient(), body)
    if (outcome.kind === 'invalid') return { invalid: outcome.fields }
    if (outcome.kind === 'taken') return { refused: { status: 409, message: BOOKING_TEXT.taken } }
    const { id, start, end } = outcome.booking
    return { data: { id, start: new Date(start).toISOString(), end: new Date(end).toISOString() } }
  },
})
