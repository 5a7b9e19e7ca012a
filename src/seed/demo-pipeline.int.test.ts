import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { migratedPayload } from '../../tests/support/payload'
import { DEMO_COUNSELLORS, DEMO_NOTE, seedDemoPipeline } from './demo-pipeline'
import { siteSettingsData } from './run-seed'
import { siteSettings } from './content/site-settings'

const NOW = new Date('2026-11-27T08:00:00Z')
const EIGHT_WEEKS = 8 * 7 * 24 * 60 * 60 * 1000

describe('the demo pipeline', () => {
  let payload: Payload
  beforeAll(async () => {
    payload = await migratedPayload()
    await payload.create({
      collection: 'users',
      data: { email: 'admin@example.org', password: 'a-long-password-123', role: 'admin' },
    })
    await payload.updateGlobal({ slug: 'site-settings', data: siteSettingsData(siteSettings) })
  })

  it('gives three counsellors sample leads over eight weeks in every status, each marked as demo data', async () => {
    expect(await seedDemoPipeline(payload, NOW)).toEqual({ created: 43 })
    const counsellors = await payload.find({ collection: 'users', where: { role: { equals: 'counsellor' } } })
    expect(counsellors.docs.map((user) => user.email).sort()).toEqual(
      DEMO_COUNSELLORS.map((counsellor) => counsellor.email).sort(),
    )
    const leads = [
      ...(await payload.find({ collection: 'enquiries', pagination: false, depth: 0 })).docs,
      ...(await payload.find({ collection: 'consultations', pagination: false, depth: 0 })).docs,
    ]
    expect(leads).toHaveLength(40)
    expect(new Set(leads.map((lead) => lead.status))).toEqual(
      new Set(['new', 'contacted', 'qualified', 'enrolled', 'closed', 'spam']),
    )
    for (const lead of leads) {
      expect(lead.notes?.[0]?.text).toBe(DEMO_NOTE)
      expect(lead.attribution?.utm?.campaign).toBe('demo-data')
      const age = NOW.getTime() - Date.parse(lead.createdAt)
      expect(age).toBeGreaterThan(0)
      expect(age).toBeLessThanOrEqual(EIGHT_WEEKS)
      if (lead.status !== 'new' && lead.status !== 'spam') {
        expect(lead.responseMinutes).toBeGreaterThan(0)
        expect(Date.parse(lead.firstResponseAt!)).toBeGreaterThan(Date.parse(lead.createdAt))
      }
      if (lead.status !== 'spam') expect(lead.assignee).toBeTruthy()
    }
    // The history was written as it would have grown, not stamped with the seed's own time.
    const older = leads.find((lead) => lead.status === 'enrolled')!
    expect(older.statusHistory?.[0]?.at).toBe(older.createdAt)
  })

  it('is made once: a second run creates nothing', async () => {
    expect(await seedDemoPipeline(payload, NOW)).toEqual({ created: 0 })
  })
})
