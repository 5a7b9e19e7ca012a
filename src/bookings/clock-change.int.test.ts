import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { siteSettings } from '@/seed/content/site-settings'
import { siteSettingsData } from '@/seed/run-seed'

import { migratedPayload } from '../../tests/support/payload'
import { activeMeetingType } from './availability.server'
import { bookMeeting } from './book.server'
import { availableSlots } from './slots.server'

// A counsellor in London, the office in Noida: across the UK's clock change (Sunday 29 March 2026) the free times keep
// the counsellor's 09:00, read from and booked into a real database.

const NOW = Date.parse('2026-03-20T00:00:00Z')

describe('free times across a clock change, on the database', () => {
  let payload: Payload
  beforeAll(async () => {
    payload = await migratedPayload()
    await payload.updateGlobal({ slug: 'site-settings', data: siteSettingsData(siteSettings) })
    await payload.create({
      collection: 'users',
      data: { email: 'admin@example.org', password: 'a-long-password-123', role: 'admin' },
    })
    await payload.create({
      collection: 'users',
      data: {
        email: 'london@example.org',
        password: 'a-long-password-123',
        role: 'counsellor',
        timeZone: 'Europe/London',
        weeklyHours: (['mon', 'fri'] as const).map((day) => ({ day, opens: '09:00', closes: '09:30' })),
      },
    })
    await payload.create({
      collection: 'meeting-types',
      data: {
        name: 'Call',
        slug: 'call',
        durationMinutes: 30,
        mode: 'phone',
        minimumNoticeMinutes: 240,
        horizonDays: 21,
      },
    })
  })

  it('offers 09:00 London on the Friday before (09:00 UTC) and the Monday after (08:00 UTC), and books it', async () => {
    const type = (await activeMeetingType(payload, 'call'))!
    const { timeZone, slots } = await availableSlots(payload, { type, from: '2026-03-27', days: 4, now: NOW })
    expect(timeZone).toBe('Asia/Kolkata')
    expect(slots.map((slot) => new Date(slot.start).toISOString())).toEqual([
      '2026-03-27T09:00:00.000Z',
      '2026-03-30T08:00:00.000Z',
    ])
    const booked = await bookMeeting(payload, {
      type,
      start: Date.parse('2026-03-30T08:00:00Z'),
      visitor: { name: 'Sam', email: 'sam@example.org', contactNumber: '9810000011' },
      visitorTimeZone: 'America/New_York',
      now: NOW,
    })
    expect(booked).toMatchObject({ kind: 'booked', booking: { end: '2026-03-30T08:30:00.000Z' } })
  })
})
