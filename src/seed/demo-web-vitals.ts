import type { Payload } from 'payload'

import { drizzleTable } from '@/database/drizzle-table.server'
import { bucketOf, type DeviceClass, type PageTemplate, type VitalMetric } from '@/schema/web-vitals'

import { seededRandom } from './art/svg-kit'

const DAYS = 28
/** Typical medians on a mid-range phone; tablets and desktops are faster, and the heavier pages slower. */
const PHONE_MEDIANS: Record<VitalMetric, number> = { LCP: 2300, INP: 160, CLS: 0.04, FCP: 1500, TTFB: 450 }
const DEVICE_SPEED: Record<DeviceClass, number> = { phone: 1, tablet: 0.75, desktop: 0.5 }
const DEVICE_SHARE: Record<DeviceClass, number> = { phone: 0.7, tablet: 0.08, desktop: 0.22 }
const TEMPLATES: { template: PageTemplate; visitsADay: number; weight: number }[] = [
  { template: 'home', visitsADay: 60, weight: 1 },
  { template: 'blog-list', visitsADay: 18, weight: 1.05 },
  { template: 'blog', visitsADay: 40, weight: 1.1 },
  { template: 'news-list', visitsADay: 8, weight: 1.05 },
  { template: 'contact', visitsADay: 12, weight: 0.95 },
  { template: 'booking', visitsADay: 10, weight: 1.2 },
  { template: 'page', visitsADay: 15, weight: 1 },
]

/** A draw around `median` with the long right tail real visits have (a log-normal). */
function draw(random: () => number, median: number): number {
  const normal = Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random())
  return median * Math.exp(0.45 * normal)
}

/**
 * Four weeks of plausible real-visitor figures for the owner's dashboard, on the local demo only and only into an
 * empty table: made-up numbers never mix with measured ones.
 */
export async function seedDemoWebVitals(payload: Payload, now = new Date()): Promise<number> {
  const { totalDocs } = await payload.count({ collection: 'web-vital-days', overrideAccess: true })
  if (totalDocs > 0) return 0
  const random = seededRandom('demo-web-vitals')
  const counts = new Map<string, number>()
  for (let back = 0; back < DAYS; back++) {
    const day = new Date(now.getTime() - back * 86_400_000).toISOString().slice(0, 10)
    for (const { template, visitsADay, weight } of TEMPLATES) {
      for (const device of Object.keys(DEVICE_SHARE) as DeviceClass[]) {
        const visits = Math.round(visitsADay * DEVICE_SHARE[device] * (0.7 + 0.6 * random()))
        for (let visit = 0; visit < visits; visit++) {
          for (const metric of Object.keys(PHONE_MEDIANS) as VitalMetric[]) {
            const speed = metric === 'CLS' ? 1 : DEVICE_SPEED[device] * weight
            const value = draw(random, PHONE_MEDIANS[metric] * speed)
            const key = [day, template, device, metric, bucketOf(metric, value)].join('|')
            counts.set(key, (counts.get(key) ?? 0) + 1)
          }
        }
      }
    }
  }
  const at = now.toISOString()
  const rows = [...counts].map(([key, count]) => {
    const [day, template, device, metric, bucket] = key.split('|')
    return { day, template, device, metric, bucket: Number(bucket), count, createdAt: at, updatedAt: at }
  })
  const { drizzle, table } = drizzleTable(payload, 'web-vital-days')
  for (let start = 0; start < rows.length; start += 500) {
    await drizzle.insert(table).values(rows.slice(start, start + 500))
  }
  return rows.length
}
