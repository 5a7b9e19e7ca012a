import type { Payload } from 'payload'

import {
  percentileOf,
  rateVital,
  type DeviceClass,
  type PageTemplate,
  type VitalMetric,
  type VitalRating,
} from '@/schema/web-vitals'

/** The window the dashboard reports, as the Chrome UX Report does. */
export const REPORT_DAYS = 28

export type VitalFigure = { p75: number; rating: VitalRating; visits: number }
export type VitalsRow = {
  template: PageTemplate
  device: DeviceClass
  figures: Partial<Record<VitalMetric, VitalFigure>>
}

type Counter = { template: PageTemplate; device: DeviceClass; metric: VitalMetric; bucket: number; count: number }

/** Each template and device's 75th percentile of each metric over the last 28 days, with the visits behind it. */
export function vitalsRows(counters: Counter[]): VitalsRow[] {
  const histograms = new Map<string, Map<number, number>>()
  for (const { template, device, metric, bucket, count } of counters) {
    const key = `${template}|${device}|${metric}`
    const histogram = histograms.get(key) ?? new Map<number, number>()
    histogram.set(bucket, (histogram.get(bucket) ?? 0) + count)
    histograms.set(key, histogram)
  }
  const rows = new Map<string, VitalsRow>()
  for (const [key, histogram] of histograms) {
    const [template, device, metric] = key.split('|') as [PageTemplate, DeviceClass, VitalMetric]
    const rowKey = `${template}|${device}`
    const row = rows.get(rowKey) ?? { template, device, figures: {} }
    const p75 = percentileOf(metric, histogram, 0.75)
    if (p75 !== null) {
      const visits = [...histogram.values()].reduce((sum, count) => sum + count, 0)
      row.figures[metric] = { p75, rating: rateVital(metric, p75), visits }
    }
    rows.set(rowKey, row)
  }
  return [...rows.values()].sort((a, b) => a.template.localeCompare(b.template) || a.device.localeCompare(b.device))
}

export async function vitalsReport(payload: Payload, now = new Date()): Promise<VitalsRow[]> {
  const since = new Date(now.getTime() - (REPORT_DAYS - 1) * 86_400_000).toISOString().slice(0, 10)
  const { docs } = await payload.find({
    collection: 'web-vital-days',
    where: { day: { greater_than_equal: since } },
    select: { template: true, device: true, metric: true, bucket: true, count: true },
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  return vitalsRows(docs as Counter[])
}
