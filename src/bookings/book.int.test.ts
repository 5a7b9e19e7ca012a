import type { Payload } from 'payload'
import { beforeAll, describe, expect, it, vi } from 'vitest'

import { siteSettings } from '@/seed/content/site-settings'
import { siteSettingsData } from '@/seed/run-seed'

import { migratedPayload } from '../../tests/support/payload'
import { activeMeetingType, type BookableType } from './availability.server'
import { bookMeeting } from './book.server'
import { announceBooking } from './booking-notices.server'
import { cancelBooking, moveBooking } from './change-booking.server'
import { availableSlots } from './slots.server'

// Booking a time on a real database: the rules of the free times, the lead's own counsellor, and visitors taking the
// same time at once, who never get the same counsellor twice.

/** Monday 30 November 2026, 08:00 in Noida: Tuesday's 10:00 is past the four hours' notice. */
const NOW = Date.parse('2026-11-30T02:30:00Z')
/** Tuesday 1 December, 10:00 in Noida. */
const TEN = Date.parse('2026-12-01T04:30:00Z')
const visitor = (n: number) => ({ name: `Visitor ${n}`, email: `visitor${n}@example.org`, contactNumber: '9810000005' })
const hours = (['mon', 'tue', 'wed', 'thu', 'fri'] as const).map((day) => ({ day, opens: '10:00', closes: '13:00' }))

describe('booking a time', () => {
  let payload: Payload
  let type: BookableType
  const counsellors: number[] = []

  beforeAll(async () => {
    payload = await migratedPayload()
    await payload.updateGlobal({ slug: 'site-settings', data: siteSettingsData(siteSettings) })
    await payload.create({
      collection: 'users',
      data: { email: 'admin@example.org', password: 'a-long-password-123', role: 'admin' },
    })
    for (const name of ['asha', 'ben']) {
      const user = await payload.create({
        collection: 'users',
        data: {
          email: `${name}@example.org`,
          password: 'a-long-password-123',
          role: 'counsellor',
          timeZone: 'Asia/Kolkata',
          weeklyHours: hours,
        },
      })
      counsellors.push(user.id)
    }
    await payload.create({
      collection: 'meeting-types',
      data: {
        name: 'Free consultation',
        slug: 'free-consultation',
        durationMinutes: 30,
        mode: 'video',
        bufferBeforeMinutes: 0,
        bufferAfterMinutes: 15,
        minimumNoticeMinutes: 240,
        horizonDays: 21,
      },
    })
    type = (await activeMeetingType(payload, 'free-consultation'))!
  })

  const slotsOn = async (day: string) => (await availableSlots(payload, { type, from: day, days: 1, now: NOW })).slots

  it('offers the counsellors’ hours from the minimum notice on, with everyone free named', async () => {
    const tuesday = await slotsOn('2026-12-01')
    expect(tuesday[0]).toMatchObject({ start: TEN, end: TEN + 30 * 60_000 })
    expect(tuesday[0]!.counsellors.sort()).toEqual([...counsellors].sort())
    // On Monday, four hours from 08:00 leave 12:00 to 13:00.
    expect((await slotsOn('2026-11-30')).map((slot) => new Date(slot.start).toISOString())).toEqual([
      '2026-11-30T06:30:00.000Z',
      '2026-11-30T06:45:00.000Z',
      '2026-11-30T07:00:00.000Z',
    ])
  })

  it('gives visitors who take the same time at once a different counsellor each, and tells the rest it is gone', async () => {
    const outcomes = await Promise.all(
      [1, 2, 3, 4, 5].map((n) => bookMeeting(payload, { type, start: TEN, visitor: visitor(n), now: NOW })),
    )
    const booked = outcomes.flatMap((outcome) => (outcome.kind === 'booked' ? [outcome.booking] : []))
    expect(booked).toHaveLength(2)
    expect(new Set(booked.map((booking) => booking.counsellor)).size).toBe(2)
    expect(outcomes.filter((outcome) => outcome.kind === 'taken')).toHaveLength(3)
    const stored = await payload.find({
      collection: 'bookings',
      where: { start: { equals: new Date(TEN).toISOString() } },
    })
    expect(stored.totalDocs).toBe(2)
    // 10:00 is gone; so is 10:15, which would overlap; 10:45 is free again once the 15 minutes after have passed.
    const starts = (await slotsOn('2026-12-01')).map((slot) => slot.start)
    expect(starts).not.toContain(TEN)
    expect(starts).not.toContain(TEN + 15 * 60_000)
    expect(starts).toContain(TEN + 45 * 60_000)
  })

  it('gives a lead’s booking to the lead’s own counsellor when they are free', async () => {
    const eleven = TEN + 60 * 60_000
    const lead = await payload.create({
      collection: 'enquiries',
      data: {
        name: 'Kabir',
        organization: 'DPS',
        city: 'Noida',
        email: 'kabir@example.org',
        contactNumber: '9810000006',
        source: 'popup',
        status: 'new',
      },
    })
    for (const assignee of counsellors) {
      const outcome = await bookMeeting(payload, {
        type,
        start: eleven + counsellors.indexOf(assignee) * 60 * 60_000,
        visitor: visitor(10 + assignee),
        lead: { collection: 'enquiries', id: lead.id, assignee },
        now: NOW,
      })
      expect(outcome.kind === 'booked' && outcome.booking.counsellor).toBe(assignee)
    }
  })

  it('shows on its lead, and moves the lead on when the counsellor marks it attended', async () => {
    const lead = await payload.create({
      collection: 'consultations',
      data: {
        name: 'Ira',
        currentlyPursuing: 'Class XII',
        previousScore: '90%',
        preferredCourse: 'MSc',
        email: 'ira@example.org',
        contactNumber: '9810000008',
        status: 'contacted',
      },
    })
    const outcome = await bookMeeting(payload, {
      type,
      start: TEN + 2 * 60 * 60_000,
      visitor: visitor(30),
      lead: { collection: 'consultations', id: lead.id, assignee: null },
      now: NOW,
    })
    if (outcome.kind !== 'booked') throw new Error('not booked')
    const withBookings = await payload.findByID({ collection: 'consultations', id: lead.id, depth: 0 })
    expect(withBookings.bookings?.docs).toEqual([outcome.booking.id])

    const counsellor = { id: outcome.booking.counsellor as number, collection: 'users', role: 'counsellor' }
    await payload.update({
      collection: 'bookings',
      id: outcome.booking.id,
      data: { status: 'attended' },
      user: counsellor,
      overrideAccess: false,
    })
    const movedOn = await payload.findByID({ collection: 'consultations', id: lead.id, depth: 0 })
    expect(movedOn.status).toBe('qualified')
  })

  it('moves a booking to another free time, and cancels it: the old time is free again, both sides are told', async () => {
    const wednesday = Date.parse('2026-12-02T04:30:00Z')
    const booked = await bookMeeting(payload, { type, start: wednesday, visitor: visitor(40), now: NOW })
    if (booked.kind !== 'booked') throw new Error('not booked')
    await announceBooking(payload, booked.booking)
    const id = booked.booking.id
    const later = wednesday + 60 * 60_000
    const moved = await moveBooking(payload, id, later, NOW)
    expect(moved).toMatchObject({ kind: 'done', booking: { start: new Date(later).toISOString(), sequence: 1 } })
    const wednesdaySlots = async () =>
      (await availableSlots(payload, { type, from: '2026-12-02', days: 1, now: NOW })).slots
    expect((await wednesdaySlots()).find((slot) => slot.start === wednesday)?.counsellors).toHaveLength(2)

    const cancelled = await cancelBooking(payload, id, 'visitor')
    expect(cancelled).toMatchObject({ kind: 'done', booking: { status: 'cancelled', sequence: 2 } })
    expect((await wednesdaySlots()).find((slot) => slot.start === later)?.counsellors).toHaveLength(2)
    expect(await cancelBooking(payload, id, 'visitor')).toEqual({ kind: 'not-open' })

    const mail = await payload.find({
      collection: 'outbox-messages',
      where: { to: { equals: visitor(40).email } },
      sort: 'createdAt',
      pagination: false,
    })
    expect(mail.docs.map((message) => [message.kind, message.calendarMethod])).toEqual([
      ['booking-confirmation', 'REQUEST'],
      ['booking-update', 'REQUEST'],
      ['booking-cancellation', 'CANCEL'],
    ])
    expect(mail.docs[2]!.calendar).toContain('SEQUENCE:2')
  })

  it('reminds the visitor a day and an hour before, at the time the meeting has when the reminder runs', async () => {
    const thursday = Date.parse('2026-12-03T05:30:00Z')
    const reminders = async () =>
      (
        await payload.find({
          collection: 'outbox-messages',
          where: { and: [{ to: { equals: visitor(50).email } }, { kind: { equals: 'booking-reminder' } }] },
          pagination: false,
        })
      ).docs
    const runJobsAt = async (at: number) => {
      vi.setSystemTime(at)
      await payload.jobs.run({ overrideAccess: true, limit: 100 } as never)
    }
    // The booking's clock, not today's: a reminder whose time has passed when the booking is made is not queued.
    vi.useFakeTimers({ toFake: ['Date'] })
    try {
      vi.setSystemTime(NOW)
      const booked = await bookMeeting(payload, { type, start: thursday, visitor: visitor(50), now: NOW })
      if (booked.kind !== 'booked') throw new Error('not booked')
      await announceBooking(payload, booked.booking)
      await runJobsAt(thursday - 25 * 60 * 60_000)
      expect(await reminders()).toHaveLength(0)
      await runJobsAt(thursday - 24 * 60 * 60_000 + 60_000)
      expect(await reminders()).toHaveLength(1)
      // Moved an hour later: the old hour-before reminder finds the meeting moved and sends nothing; the new one does.
      vi.setSystemTime(thursday - 6 * 60 * 60_000)
      const moved = await moveBooking(payload, booked.booking.id, thursday + 60 * 60_000, thursday - 6 * 60 * 60_000)
      expect(moved.kind).toBe('done')
      await runJobsAt(thursday - 60 * 60_000 + 60_000)
      expect(await reminders()).toHaveLength(1)
      await runJobsAt(thursday + 60_000)
      expect(await reminders()).toHaveLength(2)
    } finally {
      vi.useRealTimers()
    }
  })

  it('refuses a time that is not free', async () => {
    expect(await bookMeeting(payload, { type, start: TEN + 7 * 60_000, visitor: visitor(20), now: NOW })).toEqual({
      kind: 'taken',
    })
    expect(
      await bookMeeting(payload, { type, start: Date.parse('2026-11-30T05:30:00Z'), visitor: visitor(21), now: NOW }),
    ).toEqual({ kind: 'taken' })
  })
})
