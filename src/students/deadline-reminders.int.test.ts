import type { Payload } from 'payload'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'

import type { Application } from '@/cms/payload-types'
import { migratedPayload } from '../../tests/support/payload'
import { DEADLINE_REMINDER_TASK } from './deadline-reminders.server'

const NOW = Date.parse('2027-03-01T06:00:00Z')
const DAY = 24 * 60 * 60 * 1000
const at = (days: number) => new Date(NOW + days * DAY).toISOString()

describe('the reminders of an application’s deadlines, 7 days and 1 day before', () => {
  let payload: Payload
  let counsellors: number[]
  let university: number
  let files = 0

  /** A student of both counsellors with one application carrying one deposit deadline. */
  const application = async (programme: string, dueAt: string) => {
    files += 1
    const student = await payload.create({
      collection: 'students',
      data: { name: `Student ${files}`, email: `student-${files}@example.org`, counsellors },
    })
    return payload.create({
      collection: 'applications',
      data: {
        student: student.id,
        university,
        programme,
        intake: '2027-09',
        stage: 'submitted',
        deadlines: [{ kind: 'deposit', dueAt }],
      },
    })
  }
  const reminders = async (programme: string) =>
    (
      await payload.find({
        collection: 'outbox-messages',
        where: { and: [{ kind: { equals: 'deadline-reminder' } }, { text: { contains: `(${programme})` } }] },
        sort: 'to',
        pagination: false,
      })
    ).docs
  const runJobsAt = async (days: number) => {
    vi.setSystemTime(NOW + days * DAY)
    await payload.jobs.run({ overrideAccess: true, limit: 200 } as never)
  }
  const change = (doc: Application, data: Partial<Application>) =>
    payload.update({ collection: 'applications', id: doc.id, data })

  beforeAll(async () => {
    payload = await migratedPayload()
    counsellors = []
    for (const name of ['priya', 'arjun']) {
      const user = await payload.create({
        collection: 'users',
        data: {
          email: `${name}@example.org`,
          password: 'a-long-password-123',
          role: 'counsellor',
          takesNewLeads: false,
        },
      })
      counsellors.push(user.id)
    }
    university = (
      await payload.create({ collection: 'universities', data: { name: 'Northbridge University', country: 'GB' } })
    ).id
  })
  afterEach(() => vi.useRealTimers())

  it('reminds the student and each counsellor 7 days and 1 day before, never for a met, moved or deleted one', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(NOW)
    await application('Reminded', at(10))
    const met = await application('Met', at(10))
    const moved = await application('Moved', at(10))
    const deleted = await application('Deleted', at(10))
    const withdrawn = await application('Withdrawn', at(10))
    const gone = await application('Gone', at(10))

    vi.setSystemTime(NOW + DAY)
    await change(met, { deadlines: [{ ...met.deadlines![0]!, met: true }] })
    await change(moved, { deadlines: [{ ...moved.deadlines![0]!, dueAt: at(20) }] })
    await payload.delete({ collection: 'applications', id: deleted.id })
    await change(withdrawn, { stage: 'withdrawn' })
    await payload.delete({ collection: 'students', id: (gone.student as { id: number }).id })

    await runJobsAt(3 - 1 / 24)
    expect(await reminders('Reminded')).toHaveLength(0)
    await runJobsAt(3 + 1 / 24)
    const week = await reminders('Reminded')
    expect(week.map((mail) => mail.to)).toEqual(['arjun@example.org', 'priya@example.org', 'student-1@example.org'])
    expect(week.every((mail) => mail.text.includes('falls in 7 days'))).toBe(true)

    await runJobsAt(9 + 1 / 24)
    const all = await reminders('Reminded')
    expect(all).toHaveLength(6)
    expect(all.filter((mail) => mail.text.includes('falls tomorrow'))).toHaveLength(3)
    for (const programme of ['Met', 'Moved', 'Deleted', 'Withdrawn', 'Gone'])
      expect(await reminders(programme)).toEqual([])

    // The moved deadline is reminded at its new time only.
    await runJobsAt(13 + 1 / 24)
    expect((await reminders('Moved')).map((mail) => mail.text.includes('falls in 7 days'))).toEqual([true, true, true])
    await runJobsAt(19 + 1 / 24)
    expect(await reminders('Moved')).toHaveLength(6)
    expect(await reminders('Met')).toEqual([])
  })

  it('queues no reminder whose time has already passed, nor any for a deadline met or past', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(NOW)
    const soon = await application('Soon', at(3))
    await change(soon, {
      deadlines: [
        ...soon.deadlines!,
        { kind: 'application', dueAt: at(-2) },
        { kind: 'visa-appointment', dueAt: at(30), met: true },
      ],
    })
    const jobs = await payload.find({
      collection: 'payload-jobs',
      where: { taskSlug: { equals: DEADLINE_REMINDER_TASK } },
      pagination: false,
    })
    const queued = jobs.docs
      .map((job) => job.input as { application: string; days: number })
      .filter((input) => input.application === String(soon.id))
    expect(queued.map((input) => input.days)).toEqual([1])
  })
})
