import type { Payload } from 'payload'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'

import { idOf } from '@/cms/relation-id'
import { migratedPayload } from '../../tests/support/payload'

const NOW = Date.parse('2027-03-01T06:00:00Z')
const DAY = 24 * 60 * 60 * 1000
const at = (days: number) => new Date(NOW + days * DAY).toISOString()

describe('an application’s document checklist', () => {
  let payload: Payload
  let uk: number
  let us: number
  let files = 0
  let counsellor: number

  const student = async () => {
    files += 1
    return payload.create({
      collection: 'students',
      data: { name: `Student ${files}`, email: `checklist-${files}@example.org`, counsellors: [counsellor] },
    })
  }
  const apply = (studentId: number, university: number, deadline?: string) =>
    payload.create({
      collection: 'applications',
      data: {
        student: studentId,
        university,
        programme: 'BSc Economics',
        stage: 'preparing',
        level: 'undergraduate',
        intake: '2027-09',
        deadlines: deadline ? [{ kind: 'application', dueAt: deadline }] : [],
      },
    })
  const requestsOf = async (studentId: number) =>
    (
      await payload.find({
        collection: 'requested-documents',
        where: { student: { equals: studentId } },
        sort: 'name',
        depth: 0,
        pagination: false,
      })
    ).docs

  beforeAll(async () => {
    payload = await migratedPayload()
    counsellor = (
      await payload.create({
        collection: 'users',
        data: {
          email: 'checklists@example.org',
          password: 'a-long-password-123',
          role: 'counsellor',
          takesNewLeads: false,
        },
      })
    ).id
    uk = (await payload.create({ collection: 'universities', data: { name: 'Checklist UK', country: 'GB' } })).id
    us = (await payload.create({ collection: 'universities', data: { name: 'Checklist US', country: 'US' } })).id
    for (const destination of ['GB', 'US'] as const) {
      await payload.create({
        collection: 'checklist-templates',
        data: {
          name: `${destination}, undergraduate`,
          destination,
          level: 'undergraduate',
          items: [
            {
              name: 'Passport',
              scope: 'student',
              required: true,
              dueDaysBefore: 30,
              validity: 'valid-after-intake',
              validityMonths: 6,
            },
            { name: 'Statement of purpose', scope: 'application', required: true, dueDaysBefore: 14 },
            { name: 'CV', scope: 'application', required: false, dueDaysBefore: 14 },
          ],
        },
      })
    }
  })
  afterEach(() => vi.useRealTimers())

  it('requests each item of the country’s checklist, due before the application’s deadline', async () => {
    const { id } = await student()
    const application = await apply(id, uk, at(60))
    const requests = await requestsOf(id)
    expect(requests.map((request) => [request.name, request.scope, request.required, request.status])).toEqual([
      ['CV', 'application', false, 'missing'],
      ['Passport', 'student', true, 'missing'],
      ['Statement of purpose', 'application', true, 'missing'],
    ])
    expect(requests.find((request) => request.name === 'Passport')?.dueAt).toBe(at(30))
    expect(requests.find((request) => request.name === 'CV')?.dueAt).toBe(at(46))
    expect(requests.every((request) => (request.applications ?? []).map(idOf).includes(application.id))).toBe(true)
    expect(requests.find((request) => request.name === 'Passport')).toMatchObject({
      validity: 'valid-after-intake',
      validityMonths: 6,
    })
  })

  it('asks for the student’s own documents once for every application, the others once per application', async () => {
    const { id } = await student()
    const first = await apply(id, uk)
    const second = await apply(id, us)
    const requests = await requestsOf(id)
    const passports = requests.filter((request) => request.name === 'Passport')
    expect(passports).toHaveLength(1)
    expect((passports[0].applications ?? []).map(idOf).sort()).toEqual([first.id, second.id].sort())
    expect(requests.filter((request) => request.name === 'Statement of purpose')).toHaveLength(2)
    expect(passports[0].dueAt ?? null).toBeNull()
  })

  it('refuses a document asked for another student’s application', async () => {
    const { id } = await student()
    const other = await student()
    const theirs = await apply(other.id, uk)
    await expect(
      payload.create({
        collection: 'requested-documents',
        data: { student: id, applications: [theirs.id], name: 'Extra', scope: 'application', status: 'missing' },
      }),
    ).rejects.toThrow(/Applications/)
  })

  it('requests nothing where no checklist fits the country and level', async () => {
    const { id } = await student()
    const ireland = await payload.create({ collection: 'universities', data: { name: 'Checklist IE', country: 'IE' } })
    await apply(id, ireland.id)
    expect(await requestsOf(id)).toEqual([])
  })

  it('reminds the student 7 days and 1 day before a document is due, not once it is sent', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(NOW)
    const owner = await student()
    await apply(owner.id, uk, at(40))
    const requests = await requestsOf(owner.id)
    const sop = requests.find((request) => request.name === 'Statement of purpose')!
    const cv = requests.find((request) => request.name === 'CV')!
    // The CV is sent before its reminders fall; the statement is not.
    await payload.update({
      collection: 'requested-documents',
      id: cv.id,
      data: { status: 'to-review' },
      overrideAccess: true,
    })
    const mails = async () =>
      (
        await payload.find({
          collection: 'outbox-messages',
          where: { and: [{ kind: { equals: 'document-reminder' } }, { to: { equals: owner.email } }] },
          sort: 'createdAt',
          pagination: false,
        })
      ).docs
        .map((mail) => mail.subject)
        .filter((subject) => !subject.includes('Passport'))
    vi.setSystemTime(NOW + 18.5 * DAY)
    await payload.jobs.run({ overrideAccess: true, limit: 200 } as never)
    expect(await mails()).toEqual([])
    vi.setSystemTime(NOW + 19.5 * DAY)
    await payload.jobs.run({ overrideAccess: true, limit: 200 } as never)
    expect(await mails()).toEqual(['Reminder: your Statement of purpose is due in 7 days'])
    vi.setSystemTime(NOW + 25.5 * DAY)
    await payload.jobs.run({ overrideAccess: true, limit: 200 } as never)
    expect(await mails()).toEqual([
      'Reminder: your Statement of purpose is due in 7 days',
      'Reminder: your Statement of purpose is due tomorrow',
    ])
    expect(sop.dueAt).toBe(at(26))
  })
})
