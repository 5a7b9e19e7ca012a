import { requestBooking } from '@/bookings/request-booking.server'
import { payloadClient } from '@/payload/payload.server'
import { BOOKING_TEXT, bookingRequestSchema } from '@/schema/booking-schema'
import { fieldErrors } from '@/schema/form-schema'
import { clientIp } from '@/security/client-ip.server'
import { consume } from '@/security/rate-limit.server'

import { errorAnswer, json, tooMany } from '../_lib/answers'
import { corsHeaders, preflight } from '../_lib/cors'
import { readJsonBody } from '../_lib/read-json-body'
import { isDatabaseUnavailable } from '@/operations/database-unavailable'
import { logger } from '@/observability/logger.server'

export const dynamic = 'force-dynamic'

/**
 * POST /api/bookings: books a free time (docs/decisions/0129). 200 `{ data: { id, start, end } }` once stored; 409 when
 * the time is no longer free; 400 naming the field; rate-limited like the other submissions.
 */
export async function POST(request: Request) {
  const cors = corsHeaders(request)
  const limit = await consume('submission', clientIp(request), 'submission:booking')
  if (!limit.ok) return tooMany(limit.retryAfterSeconds, cors)
  const read = await readJsonBody(request)
  if (!read.ok) return read.response
  const body = bookingRequestSchema.safeParse(read.value)
  if (!body.success) return errorAnswer(400, 'The request is not valid.', fieldErrors(body.error), cors)
  try {
    const outcome = await requestBooking(await payloadClient(), body.data)
    if (outcome.kind === 'invalid') return errorAnswer(400, 'The request is not valid.', outcome.fields, cors)
    if (outcome.kind === 'taken') return errorAnswer(409, BOOKING_TEXT.taken, undefined, cors)
    const { id, start, end } = outcome.booking
    return json({ data: { id, start: new Date(start).toISOString(), end: new Date(end).toISOString() } }, 200, cors)
  } catch (error) {
    logger().error({ err: error, call: 'bookings' }, 'api call failed')
    return errorAnswer(
      isDatabaseUnavailable(error) ? 503 : 500,
      'The booking could not be made. Please try again.',
      undefined,
      { ...cors, 'Retry-After': '5' },
    )
  }
}

export async function OPTIONS(request: Request) {
  return preflight(request, ['POST'])
}
