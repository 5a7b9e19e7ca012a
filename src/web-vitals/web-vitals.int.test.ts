import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { migratedPayload } from '../../tests/support/payload'
import { vitalsBatchSchema, type VitalsBeacon } from '@/schema/web-vitals-beacon'

import { addBeacon, countRows, type VitalCounts } from './vital-counts'
import { addCountRows, countBeacon, flushVitals } from './vitals-aggregator.server'
import { vitalsReport } from './vitals-report.server'

describe('real visitors’ Web Vitals, kept as daily histograms', () => {
  let payload: Payload

  beforeAll(async () => {
    payload = await migratedPayload()
  })

  it('adds beacons counted in memory to the day’s rows, and reports each template and device’s 75th percentile', async () => {
    const now = new Date()
    for (let index = 0; index < 100; index++) {
      countBeacon(
        payload,
        {
          template: 'home',
          device: 'phone',
          connection: '4g',
          metrics: [
            { name: 'LCP', value: 800 + index * 20 },
            { name: 'CLS', value: index < 90 ? 0.01 : 0.4 },
          ],
        },
        now,
      )
    }
    countBeacon(
      payload,
      { template: 'blog', device: 'desktop', connection: 'unknown', metrics: [{ name: 'INP', value: 650 }] },
      now,
    )
    expect(await flushVitals(payload, now)).toBeGreaterThan(3)
    // A second batch raises the same counters instead of adding rows.
    const rowsBefore = (await payload.count({ collection: 'web-vital-days', overrideAccess: true })).totalDocs
    countBeacon(
      payload,
      { template: 'home', device: 'phone', connection: '4g', metrics: [{ name: 'LCP', value: 1000 }] },
      now,
    )
    await flushVitals(payload, now)
    expect((await payload.count({ collection: 'web-vital-days', overrideAccess: true })).totalDocs).toBe(rowsBefore)

    const report = await vitalsReport(payload, now)
    const home = report.find((row) => row.template === 'home' && row.device === 'phone')!
    expect(home.figures.LCP!.visits).toBe(101)
    const values = [...Array.from({ length: 100 }, (_, index) => 800 + index * 20), 1000].sort((a, b) => a - b)
    const exact = values[Math.ceil(0.75 * values.length) - 1]!
    expect(Math.abs(home.figures.LCP!.p75 - exact) / exact).toBeLessThan(0.02)
    expect(home.figures.LCP!.rating).toBe('good')
    expect(home.figures.CLS).toMatchObject({ visits: 100, rating: 'good' })
    const blog = report.find((row) => row.template === 'blog')!
    expect(blog.figures.INP).toMatchObject({ visits: 1, rating: 'poor' })
  })

  it('leaves out days older than the report’s 28', async () => {
    const old = new Date(Date.now() - 40 * 86_400_000)
    countBeacon(
      payload,
      { template: 'contact', device: 'tablet', connection: '3g', metrics: [{ name: 'FCP', value: 900 }] },
      old,
    )
    await flushVitals(payload, old)
    expect((await vitalsReport(payload)).some((row) => row.template === 'contact')).toBe(false)
  })

  it('writes the rows the server’s front counted, as the same counters its own beacons raise', async () => {
    const now = new Date()
    const counts: VitalCounts = new Map()
    const beacon: VitalsBeacon = {
      template: 'events',
      device: 'tablet',
      connection: '4g',
      metrics: [{ name: 'TTFB', value: 420 }],
    }
    for (let index = 0; index < 3; index++) addBeacon(counts, beacon, now)
    const rows = countRows(counts)
    // What the front hands over passes the batch call's own check.
    expect(vitalsBatchSchema.safeParse({ rows }).success).toBe(true)
    expect(await addCountRows(payload, rows, now)).toBe(1)
    countBeacon(payload, beacon, now)
    await flushVitals(payload, now)
    const events = (await vitalsReport(payload, now)).find((row) => row.template === 'events')!
    expect(events.figures.TTFB).toMatchObject({ visits: 4, rating: 'good' })
  })
})
