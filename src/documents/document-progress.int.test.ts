import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import type { RequestedDocument } from '@/cms/payload-types'
import { migratedPayload } from '../../tests/support/payload'
import { progressOfApplications } from './document-progress.server'

const PAST = '2020-01-15T12:00:00.000Z'
const FUTURE = '2099-01-15T12:00:00.000Z'

describe('the document progress of applications', () => {
  let payload: Payload
  let leeds: number
  let toronto: number
  let other: number

  beforeAll(async () => {
    payload = await migratedPayload()
    const counsellor = await payload.create({
      collection: 'users',
      data: {
        email: 'progress@example.org',
        password: 'a-long-password-123',
        role: 'counsellor',
        takesNewLeads: false,
      },
    })
    const university = await payload.create({ collection: 'universities', data: { name: 'Progress U', country: 'GB' } })
    const student = await payload.create({
      collection: 'students',
      data: { name: 'Bela', email: 'bela.progress@example.org', counsellors: [counsellor.id] },
    })
    const apply = async (programme: string) =>
      (
        await payload.create({
          collection: 'applications',
          data: { student: student.id, university: university.id, programme, intake: '2027-09', stage: 'preparing' },
        })
      ).id
    leeds = await apply('BSc Economics')
    toronto = await apply('BA Economics')
    other = await apply('MSc Nothing requested')
    const create = (
      name: string,
      applications: number[],
      fields: Partial<Pick<RequestedDocument, 'required' | 'status' | 'dueAt' | 'scope'>>,
    ) =>
      payload.create({
        collection: 'requested-documents',
        data: {
          student: student.id,
          applications,
          name,
          scope: 'application',
          required: true,
          status: 'missing',
          ...fields,
        },
      })
    // The student's own passport counts for both applications.
    await create('Passport', [leeds, toronto], { scope: 'student', status: 'approved', dueAt: PAST })
    await create('Transcript', [leeds], { status: 'approved' })
    await create('Statement of purpose', [leeds], { status: 'rejected', dueAt: PAST })
    await create('Reference', [leeds], { status: 'to-review', dueAt: PAST })
    await create('IELTS report', [leeds], { status: 'missing', dueAt: FUTURE })
    await create('CV', [leeds], { required: false, status: 'missing', dueAt: PAST })
    await create('Portfolio', [leeds], { required: false, status: 'approved' })
    await create('Statement of purpose', [toronto], { status: 'missing', dueAt: PAST })
  })

  it('counts each application’s required items, those approved and those overdue', async () => {
    const progress = await progressOfApplications(payload, [leeds, toronto, other])
    // Leeds: passport, transcript, statement, reference, IELTS required (2 approved); the statement overdue (the
    // reference waits for review, the passport is approved, the IELTS report is not due yet, the CV is optional).
    expect(progress.get(leeds)).toEqual({ approved: 2, required: 5, overdue: 1 })
    expect(progress.get(toronto)).toEqual({ approved: 1, required: 2, overdue: 1 })
    expect(progress.get(other)).toEqual({ approved: 0, required: 0, overdue: 0 })
    expect([...progress.keys()].sort()).toEqual([leeds, toronto, other].sort())
  })

  it('answers only the applications asked about, and an empty map for none', async () => {
    const progress = await progressOfApplications(payload, [String(toronto)])
    expect([...progress.entries()]).toEqual([[toronto, { approved: 1, required: 2, overdue: 1 }]])
    expect((await progressOfApplications(payload, [])).size).toBe(0)
  })

  it('reads the items in one query, however many applications are asked about', async () => {
    const find = payload.find.bind(payload)
    let queries = 0
    payload.find = ((args: Parameters<typeof find>[0]) => {
      queries += 1
      return find(args)
    }) as typeof payload.find
    try {
      await progressOfApplications(payload, [leeds, toronto, other])
    } finally {
      payload.find = find
    }
    expect(queries).toBe(1)
  })
})
