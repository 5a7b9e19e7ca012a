import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { migratedPayload } from '../../tests/support/payload'
import { DEMO_COUNSELLORS, DEMO_NOTE, seedDemoPipeline } from './demo-pipeline'
import { siteSettingsData } from './run-seed'
import { meetingTypes } from './content/meeting-types'
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
    for (const type of meetingTypes) await payload.create({ collection: 'meeting-types', data: type })
  })

  it('gives three counsellors sample leads over eight weeks in every status, each marked as demo data', async () => {
    const { created, meetings } = await seedDemoPipeline(payload, NOW)
    expect(created).toBe(43)
    expect(meetings).toBeGreaterThanOrEqual(10)
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

  it('gives the sample leads past meetings, each with its outcome, with their own counsellor in her hours', async () => {
    const { docs } = await payload.find({ collection: 'bookings', pagination: false, depth: 1 })
    expect(new Set(docs.map((booking) => booking.status))).toEqual(new Set(['attended', 'no-show', 'cancelled']))
    const weeks = new Set(docs.map((booking) => Math.floor(Date.parse(booking.start) / (7 * 24 * 60 * 60 * 1000))))
    expect(weeks.size).toBeGreaterThanOrEqual(4)
    for (const booking of docs) {
      expect(Date.parse(booking.end)).toBeLessThan(NOW.getTime())
      const lead = booking.lead!.value as { status: string; assignee: number; email: string }
      const counsellor = booking.counsellor as { id: number; email: string }
      expect(counsellor.id).toBe(lead.assignee)
      expect(booking.email).toBe(lead.email)
      if (booking.status === 'attended') expect(['qualified', 'enrolled']).toContain(lead.status)
      // An hour after her first hours open, on a weekday, in her own zone.
      const { timeZone, weeklyHours } = DEMO_COUNSELLORS.find((demo) => demo.email === counsellor.email)!
      const local = new Intl.DateTimeFormat('en-GB', {
        timeZone,
        weekday: 'short',
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
      }).format(new Date(booking.start))
      const [hours, minutes] = weeklyHours[0]!.opens.split(':')
      expect(local).toMatch(new RegExp(`^(Mon|Tue|Wed|Thu|Fri) ${Number(hours) + 1}:${minutes}$`))
    }
  })

  it('is made once: a second run creates nothing', async () => {
    expect(await seedDemoPipeline(payload, NOW)).toEqual({ created: 0, meetings: 0 })
  })
})
