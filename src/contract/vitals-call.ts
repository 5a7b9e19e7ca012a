import { z } from 'zod'

import { vitalsBeaconSchema } from '@/schema/web-vitals-beacon'
import { VITALS_API_PATH } from '@/schema/web-vitals'

// POST /api/vitals (docs/decisions/0183): the Web Vitals a public page measured, sent as a beacon when it is hidden.

export const vitalsAnswer = z
  .object({ data: z.object({ counted: z.number().int().meta({ description: 'How many metrics were counted.' }) }) })
  .meta({ id: 'VitalsCounted' })

export const VITALS_CALL = {
  path: VITALS_API_PATH,
  body: vitalsBeaconSchema.meta({ id: 'VitalsBeacon' }),
  answer: vitalsAnswer,
} as const
