import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { queueJobs } from '@/database/queue-jobs.server'
import { siteSettings } from '@/seed/content/site-settings'
import { siteSettingsData } from '@/seed/run-seed'

import { newEvent } from '../../tests/support/event-fixtures'
import { migratedPayload } from '../../tests/support/payload'
import { cancelRegistration } from './cancel.server'
import { EVENT_FOLLOW_UP_TASK, EVENT_REMINDER_TASK } from './notices.server'
import { registerForEvent, type Registrant } from './register.server'

// The mails and jobs of an event's registrations on a real database: each written with the change it is about, the
// reminders and the follow-up reading the registration and the event when they run.

const HOUR = 60 * 60 * 1000
const registrant = (n: number): Registrant => ({
  name: `Visitor ${n}`,
  email: `notice${n}@example.org`,
  contactNumber: '+919810000005',
  answers: [],
})

describe('an event’s mails and jobs', () => {
  let payload: Payload

  beforeAll(async () => {
    payload = await migratedPayload()
    await payload.updateGlobal({ slug: 'site-settings', data: siteSettingsData(siteSettings) })
  })

  const mailsTo = async (to: string) =>
    (
      await payload.find({
        collection: 'outbox-messages',
        where: { to: { equals: to } },
        sort: 'createdAt',
        pagination: false,
        overrideAccess: true,
      })
    ).docs
  const jobsOf = async (registration: number) =>
    (
      await payload.find({
        collection: 'payload-jobs',
        where: { 'input.registration': { equals: String(registration) } },
        pagination: false,
        overrideAccess: true,
      })
    ).docs
  const tokenOf = async (id: number) =>
    (await payload.db.find<{ token: string }>({ collection: 'event-registrations', where: { id: { equals: id } } }))
      .docs[0]!.token
  const register = async (event: Awaited<ReturnType<typeof newEvent>>, n: number) => {
    const outcome = await registerForEvent(payload, { event, registrant: registrant(n) })
    if (outcome.kind !== 'seat' && outcome.kind !== 'waiting') throw new Error(outcome.kind)
    return outcome.registration
  }

  it('confirms a seat with the invitation and queues two reminders and the follow-up; a waiting visitor hears their place', async () => {
    const event = await newEvent(payload, { title: 'Mails', capacity: 1 })
    const seat = await register(event, 1)
    const [confirmation] = await mailsTo('notice1@example.org')
    expect(confirmation).toMatchObject({
      kind: 'event-confirmation',
      subject: 'You are registered: Mails',
      calendarMethod: 'REQUEST',
    })
    expect(confirmation!.text).toContain('https://meet.example.org/uk-scholarships')
    expect(confirmation!.calendar).toContain(`UID:event-${event.id}@`)
    const jobs = await jobsOf(seat.id)
    const waits = jobs.map((job) => [job.taskSlug, Date.parse(String(job.waitUntil))]).sort()
    expect(waits).toEqual(
      [
        [EVENT_FOLLOW_UP_TASK, Date.parse(event.end) + 24 * HOUR],
        [EVENT_REMINDER_TASK, Date.parse(event.start) - 24 * HOUR],
        [EVENT_REMINDER_TASK, Date.parse(event.start) - HOUR],
      ].sort(),
    )

    await register(event, 2)
    const [waiting] = await mailsTo('notice2@example.org')
    expect(waiting).toMatchObject({ kind: 'event-waiting' })
    expect(waiting!.text).toContain('you are number 1')
    expect(waiting!.text).not.toContain('meet.example.org')
  })

  it('cancels the invitation of a cancelled seat and mails the seat’s offer to the first waiting', async () => {
    const event = await newEvent(payload, { title: 'Offer', capacity: 1 })
    const seat = await register(event, 3)
    await register(event, 4)
    await cancelRegistration(payload, await tokenOf(seat.id))
    const cancelled = (await mailsTo('notice3@example.org')).at(-1)!
    expect(cancelled).toMatchObject({ kind: 'event-cancellation', calendarMethod: 'CANCEL' })
    expect(cancelled.calendar).toContain('STATUS:CANCELLED')
    const offer = (await mailsTo('notice4@example.org')).at(-1)!
    expect(offer).toMatchObject({ kind: 'event-offer', subject: 'A seat is yours: Offer' })
    expect(offer.text).toContain('/events/registration?token=')
  })

  it('reminds with the join link when the job runs, and not a seat cancelled meanwhile', async () => {
    const event = await newEvent(payload, { title: 'Reminded', startsIn: 2 * HOUR })
    const kept = await register(event, 5)
    const gone = await register(event, 6)
    await cancelRegistration(payload, await tokenOf(gone.id))
    await queueJobs(
      payload,
      [kept, gone].map((registration) => ({
        task: EVENT_REMINDER_TASK,
        input: { registration: String(registration.id), start: event.start, hours: 1 },
      })),
    )
    await payload.jobs.run({ limit: 500 })
    const reminders = (await mailsTo('notice5@example.org')).filter((mail) => mail.kind === 'event-reminder')
    expect(reminders.map((mail) => mail.subject)).toEqual(['Reminder: Reminded is in 1 hour'])
    expect(reminders[0]!.text).toContain('Join online: https://meet.example.org/uk-scholarships')
    expect((await mailsTo('notice6@example.org')).some((mail) => mail.kind === 'event-reminder')).toBe(false)
  })

  it('follows up those who came and those who did not with different mails', async () => {
    const event = await newEvent(payload, {
      title: 'Followed up',
      startsIn: -3 * HOUR,
      recordingLink: 'https://video.example.org/r',
    })
    const came = await payload.create({
      collection: 'event-registrations',
      data: { event: event.id, status: 'seat', seat: 1, attended: true, ...registrant(7), token: 'follow-7' },
      overrideAccess: true,
    })
    const missed = await payload.create({
      collection: 'event-registrations',
      data: { event: event.id, status: 'seat', seat: 2, ...registrant(8), token: 'follow-8' },
      overrideAccess: true,
    })
    await queueJobs(
      payload,
      [came, missed].map((registration) => ({
        task: EVENT_FOLLOW_UP_TASK,
        input: { registration: String(registration.id), start: event.start },
      })),
    )
    await payload.jobs.run({ limit: 500 })
    const [thanks] = await mailsTo('notice7@example.org')
    const [sorry] = await mailsTo('notice8@example.org')
    expect(thanks).toMatchObject({ kind: 'event-follow-up', subject: 'Thank you for coming: Followed up' })
    expect(sorry).toMatchObject({ kind: 'event-follow-up', subject: 'Sorry we missed you: Followed up' })
    expect(thanks!.text).toContain('https://video.example.org/r')
  })

  it('mails everyone with a seat the new invitation when the event moves, and its cancellation when called off', async () => {
    const event = await newEvent(payload, { title: 'Moving' })
    await register(event, 9)
    const later = (iso: string) => new Date(Date.parse(iso) + HOUR).toISOString()
    await payload.update({
      collection: 'events',
      id: event.id,
      data: { start: later(event.start), end: later(event.end) },
      overrideAccess: true,
    })
    const changed = (await mailsTo('notice9@example.org')).at(-1)!
    expect(changed).toMatchObject({ kind: 'event-confirmation', subject: 'Changed: Moving', calendarMethod: 'REQUEST' })
    expect(changed.calendar).toContain('SEQUENCE:1')
    await payload.update({ collection: 'events', id: event.id, data: { cancelled: true }, overrideAccess: true })
    const calledOff = (await mailsTo('notice9@example.org')).at(-1)!
    expect(calledOff).toMatchObject({
      kind: 'event-cancellation',
      subject: 'Called off: Moving',
      calendarMethod: 'CANCEL',
    })
    expect(calledOff.calendar).toContain('SEQUENCE:2')
  })
})
