import { describe, expect, it } from 'vitest'

import { bucketOf, deviceClassOf, percentileOf, rateVital, templateOf } from './web-vitals'
import { vitalsBeaconSchema } from './web-vitals-beacon'

describe('real visitors’ Web Vitals', () => {
  it('names a page’s template from its path, never the path', () => {
    expect(templateOf('/')).toBe('home')
    expect(templateOf('/blogs')).toBe('blog-list')
    expect(templateOf('/blogs/ielts-tips')).toBe('blog')
    expect(templateOf('/newsroom/visa-rules')).toBe('news')
    expect(templateOf('/events/uk-webinar')).toBe('event')
    expect(templateOf('/contact')).toBe('contact')
    expect(templateOf('/study-in-canada')).toBe('page')
  })

  it('classes a device by its viewport only', () => {
    expect([390, 768, 1280].map(deviceClassOf)).toEqual(['phone', 'tablet', 'desktop'])
  })

  it('rates a value by Google’s thresholds', () => {
    expect([2500, 2501, 4001].map((value) => rateVital('LCP', value))).toEqual(['good', 'needs-improvement', 'poor'])
    expect(rateVital('CLS', 0.3)).toBe('poor')
  })

  it('reads a percentile back from the histogram within 2 % of the exact one', () => {
    const values = Array.from({ length: 1000 }, (_, index) => 300 + index * 7.3)
    const counts = new Map<number, number>()
    for (const value of values) counts.set(bucketOf('LCP', value), (counts.get(bucketOf('LCP', value)) ?? 0) + 1)
    const exact = [...values].sort((a, b) => a - b)[Math.ceil(0.75 * values.length) - 1]!
    const read = percentileOf('LCP', counts, 0.75)!
    expect(Math.abs(read - exact) / exact).toBeLessThan(0.02)
    const cls = new Map([[bucketOf('CLS', 0.05), 3]])
    expect(percentileOf('CLS', cls, 0.75)).toBeCloseTo(0.05, 2)
    expect(percentileOf('LCP', new Map(), 0.75)).toBeNull()
  })

  it('takes a well-formed beacon and refuses malformed or out-of-range ones', () => {
    const beacon = { template: 'home', device: 'phone', connection: '4g', metrics: [{ name: 'LCP', value: 1800 }] }
    expect(vitalsBeaconSchema.safeParse(beacon).success).toBe(true)
    for (const bad of [
      { ...beacon, metrics: [{ name: 'LCP', value: 61_000 }] },
      { ...beacon, metrics: [{ name: 'LCP', value: -1 }] },
      { ...beacon, metrics: [{ name: 'XYZ', value: 1 }] },
      { ...beacon, metrics: [] },
      {
        ...beacon,
        metrics: [
          { name: 'CLS', value: 0.1 },
          { name: 'CLS', value: 0.2 },
        ],
      },
      { ...beacon, template: '/blogs/secret' },
      { ...beacon, device: 'iphone' },
      { ...beacon, url: 'https://x' },
    ]) {
      expect(vitalsBeaconSchema.safeParse(bad).success).toBe(false)
    }
  })
})
