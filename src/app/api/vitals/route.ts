import { payloadClient } from '@/payload/payload.server'
import { vitalsBeaconSchema } from '@/schema/web-vitals-beacon'
import { countBeacon } from '@/web-vitals/vitals-aggregator.server'

import { jsonRoute } from '../_lib/json-route'
import { LIMITS } from '../_lib/rate-limits'

export const dynamic = 'force-dynamic'

/**
 * POST /api/vitals: the Web Vitals one page view measured, counted in memory and added to the day's histograms every
 * few seconds (docs/decisions/0183). Pages send it with `navigator.sendBeacon` as they are hidden.
 */
export const { POST, OPTIONS } = jsonRoute({
  method: 'POST',
  name: 'vitals',
  rateLimit: LIMITS.vitals,
  body: vitalsBeaconSchema,
  handle: async (beacon) => {
    countBeacon(await payloadClient(), beacon)
    return { data: { counted: beacon.metrics.length } }
  },
})
