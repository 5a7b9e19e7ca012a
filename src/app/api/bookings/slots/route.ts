import { activeMeetingType } from '@/bookings/availability.server'
import { availableSlots } from '@/bookings/slots.server'
import { payloadClient } from '@/payload/payload.server'
import { BOOKING_TEXT, slotsQuerySchema } from '@/schema/booking-schema'
import { fieldErrors } from '@/schema/form-schema'
import { clientIp } from '@/security/client-ip.server'
import { consume } from '@/security/rate-limit.server'

import { answerFailure, errorAnswer, json, tooMany } from '../../_lib/answers'
import { corsHeaders, preflight } from '../../_lib/cors'

export const dynamic = 'force-dynamic'

/** GET /api/bookings/slots?from=YYYY-MM-DD&days=N&meetingType=slug: the free times, in UTC (docs/decisions/0129). */
export async function GET(request: Request) {
  const cors = corsHeaders(request)
  const limit = await consume('read', clientIp(request))
  if (!limit.ok) return tooMany(limit.retryAfterSeconds, cors)
  const query = slotsQuerySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams))
  if (!query.success) return errorAnswer(400, 'The request is not valid.', fieldErrors(query.error), cors)
  try {
    const payload = await payloadClient()
    const type = await activeMeetingType(payload, query.data.meetingType)
    if (!type) return errorAnswer(400, 'The request is not valid.', { meetingType: BOOKING_TEXT.unknownType }, cors)
    const { timeZone, slots } = await availableSlots(payload, { type, ...query.data, now: Date.now() })
    const data = {
      timeZone,
      slots: slots.map((slot) => ({
        start: new Date(slot.start).toISOString(),
        end: new Date(slot.end).toISOString(),
      })),
    }
    return json({ data }, 200, cors)
  } catch (error) {
    return answerFailure(error, 'bookings/slots', cors)
  }
}

export async function OPTIONS(request: Request) {
  return preflight(request, ['GET'])
}
