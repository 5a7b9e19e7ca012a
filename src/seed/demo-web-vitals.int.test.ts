import { describe, expect, it } from 'vitest'

import { vitalsReport } from '@/web-vitals/vitals-report.server'
import { migratedPayload } from '../../tests/support/payload'
import { seedDemoWebVitals } from './demo-web-vitals'

describe('the demo’s Web Vitals', () => {
  it('seeds four weeks of figures for every device once, and never into a table that holds some', async () => {
    const payload = await migratedPayload()
    expect(await seedDemoWebVitals(payload)).toBeGreaterThan(100)
    const report = await vitalsReport(payload)
    const home = report.filter((row) => row.template === 'home')
    expect(home.map((row) => row.device).sort()).toEqual(['desktop', 'phone', 'tablet'])
    const phone = home.find((row) => row.device === 'phone')!
    expect(phone.figures.LCP!.visits).toBeGreaterThan(28 * 20)
    expect(phone.figures.LCP!.p75).toBeGreaterThan(home.find((row) => row.device === 'desktop')!.figures.LCP!.p75)
    expect(await seedDemoWebVitals(payload)).toBe(0)
  })
})
