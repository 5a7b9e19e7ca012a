import { activeMeetingType } from '@/bookings/availability.server'
import { availableSlots } from '@/bookings/slots.server'
import { payloadClient } from '@/payload/payload.server'
import { BOOKING_TEXT, slotsQuerySchema } from '@/schema/booking-schema'

import { jsonRoute } from '../../_lib/json-route'
import { LIMITS } from '../../_lib/rate-limits'

export const dynamic = 'force-dynamic'

/** GET /api/bookings/slots?from=YYYY-MM-DD&days=N&meetingType=slug: the free times, in UTC (docs/decisions/0129). */
export const { GET, OPTIONS } = jsonRoute({
  method: 'GET',
  name: 'bookings/slots',
  rateLimit: LIMITS.read,
  query: slotsQuerySchema,
  handle: async (query) => {
    const payload = await payloadClient()
    const type = await activeMeetingType(payload, query.meetingType)
    if (!type) return { invalid: { meetingType: BOOKING_TEXT.unknownType } }
    const { timeZone, slots } = await availableSlots(payload, { type, ...query, now: Date.now() })
    const utc = slots.map((slot) => ({
      start: new Date(slot.start).toISOString(),
      end: new Date(slot.end).toISOString(),
    }))
    return { data: { timeZone, slots: utc } }
  },
})
