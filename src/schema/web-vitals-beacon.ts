import { z } from 'zod'

import {
  CONNECTIONS,
  DEVICE_CLASSES,
  PAGE_TEMPLATES,
  VITAL_MAX,
  VITAL_METRICS,
  type DeviceClass,
  type PageTemplate,
  type VitalMetric,
} from './web-vitals'

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

/** A row of counters: day, page template, device class, metric, value bucket and how many values fell in it. */
export type VitalCountRow = [string, PageTemplate, DeviceClass, VitalMetric, number, number]

/** Rows in one hand-off: a few KB of JSON, well inside the API's 16 KB body. */
export const VITALS_BATCH_ROWS = 200

/**
 * The counters the production server's front gathered from beacons it checked (docs/decisions/0198), handed to the
 * app to be written. Only the server itself sends it; it is checked all the same.
 */
export const vitalsBatchSchema = z
  .object({
    rows: z
      .array(
        z.tuple([
          z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
          z.enum(PAGE_TEMPLATES),
          z.enum(DEVICE_CLASSES),
          z.enum(VITAL_METRICS),
          z.number().int().min(0).max(1000),
          z.number().int().positive(),
        ]),
      )
      .min(1)
      .max(VITALS_BATCH_ROWS),
  })
  .strict()
