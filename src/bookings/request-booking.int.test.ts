import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { BOOKING_TEXT } from '@/schema/booking-schema'
import { siteSettings } from '@/seed/content/site-settings'
import { siteSettingsData } from '@/seed/run-seed'

// The booking call keeps the visitor's number in international form (E.164), read in the office's country (the
// demo's, India) when it was typed without a country code: the counsellor's call and chat links need nothing more.
process.env.CAPTCHA_REQUIRED = 'false'

const { migratedPayload } = await import('../../tests/support/payload')
const { requestBooking } = await import('./request-booking.server')
const { leadToken } = await import('./tokens.server')

/** Monday 30 November 2026, 08:00 in Noida. */
const NOW = Date.parse('2026-11-30T02:30:00Z')
/** Tuesday 1 December, 10:00 in Noida; the next meetings an hour apart. */
const hour = (n: number) => new Date(Date.parse('2026-12-01T04:30:00Z') + n * 60 * 60_000).toISOString()
const hours = (['mon', 'tue', 'wed', 'thu', 'fri'] as const).map((day) => ({ day, opens: '10:00', closes: '18:00' }))

describe('the number a booking keeps', () => {
  let payload: Payload

  beforeAll(async () => {
    payload = await migratedPayload()
    await payload.updateGlobal({ slug: 'site-settings', data: siteSettingsData(siteSettings) })
    // The first account is always an admin; the counsellor comes second.
    await payload.create({
      collection: 'users',
      data: { email: 'admin@example.org', password: 'a-long-password-123', role: 'admin' },
    })
    await payload.create({
      collection: 'users',
      data: {
        email: 'asha@example.org',
        password: 'a-long-password-123',
        role: 'counsellor',
        timeZone: 'Asia/Kolkata',
        weeklyHours: hours,
      },
    })
    await payload.create({
      collection: 'meeting-types',
      data: {
        name: 'Free consultation',
        slug: 'free-consultation',
        durationMinutes: 30,
        mode: 'phone',
        bufferBeforeMinutes: 0,
        bufferAfterMinutes: 15,
        minimumNoticeMinutes: 240,
        horizonDays: 21,
      },
    })
  })

  const book = (start: string, details: Record<string, string>) =>
    requestBooking(payload, { start, meetingType: 'free-consultation', ...details }, NOW)
  const visitor = (contactNumber: string) => ({ name: 'Zara Ali', email: 'zara@example.org', contactNumber })

  it('stores a number typed as people write it in E.164, in the office’s country or the one it names', async () => {
    const indian = await book(hour(0), visitor('98765 43210'))
    expect(indian).toMatchObject({ kind: 'booked', booking: { contactNumber: '+919876543210' } })
    const london = await book(hour(1), visitor('+44 20 7946 0958'))
    expect(london).toMatchObject({ kind: 'booked', booking: { contactNumber: '+442079460958' } })
  })

  it('refuses what is no number, with the booking form’s message, and books nothing', async () => {
    expect(await book(hour(2), visitor('12345'))).toEqual({
      kind: 'invalid',
      fields: { contactNumber: BOOKING_TEXT.contactNumber },
    })
    const { totalDocs } = await payload.count({ collection: 'bookings', where: { start: { equals: hour(2) } } })
    expect(totalDocs).toBe(0)
  })

  it('stores the number of a lead that books with its token in E.164 too', async () => {
    const lead = await payload.create({
      collection: 'enquiries',
      data: {
        name: 'Kabir',
        organization: 'DPS',
        city: 'Noida',
        email: 'kabir@example.org',
        contactNumber: '9810007919',
        source: 'popup',
        status: 'new',
      },
    })
    const outcome = await book(hour(3), { leadToken: leadToken('enquiries', lead.id, NOW) })
    expect(outcome).toMatchObject({ kind: 'booked', booking: { contactNumber: '+919810007919' } })
  })
})
