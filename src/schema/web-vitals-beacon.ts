import { z } from 'zod'

import { CONNECTIONS, DEVICE_CLASSES, PAGE_TEMPLATES, VITAL_MAX, VITAL_METRICS } from './web-vitals'

/** One beacon: the page's template, device and connection, and each metric measured (at most one of each). */
export const vitalsBeaconSchema = z
  .object({
    template: z.enum(PAGE_TEMPLATES),
    device: z.enum(DEVICE_CLASSES),
    connection: z.enum(CONNECTIONS).default('unknown'),
    metrics: z
      .array(z.object({ name: z.enum(VITAL_METRICS), value: z.number().finite().nonnegative() }).strict())
      .min(1)
      .max(VITAL_METRICS.length),
  })
  .strict()
  .refine((beacon) => beacon.metrics.every((metric) => metric.value <= VITAL_MAX[metric.name]), {
    message: 'A value is out of range.',
    path: ['metrics'],
  })
  .refine((beacon) => new Set(beacon.metrics.map((metric) => metric.name)).size === beacon.metrics.length, {
    message: 'A metric is given twice.',
    path: ['metrics'],
  })
export type VitalsBeacon = z.output<typeof vitalsBeaconSchema>
