import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import type { User } from '@/cms/payload-types'
import { migratedPayload } from '../../../tests/support/payload'
import { documentCounts, expiringItems, overdueItems, reviewDetail, reviewQueue } from './review-queue.server'

type Staff = User & { collection: 'users' }

const NOW = new Date('2027-03-01T12:00:00.000Z')

// The documents view reads as the signed-in member of staff: a counsellor's lists hold her students' documents only.

describe('the documents view’s lists', () => {
  let payload: Payload
  const staff = {} as Record<'admin' | 'priya' | 'arjun', Staff>
  let ashaPassport: number
  const versions: number[] = []

  beforeAll(async () => {
    payload = await migratedPayload()
    for (const [key, role] of [
      ['admin', 'admin'],
      ['priya', 'counsellor'],
      ['arjun', 'counsellor'],
    ] as const) {
      const user = await payload.create({
        collection: 'users',
        data: { email: `queue-${key}@example.org`, password: 'a-long-password-123', role, takesNewLeads: false },
      })
      staff[key] = { ...user, collection: 'users' }
    }
    const university = await payload.create({ collection: 'universities', data: { name: 'Leeds', country: 'GB' } })
    const fileOf = async (name: string, counsellor: Staff) => {
      const student = await payload.create({
        collection: 'students',
        data: { name, email: `${name.toLowerCase()}.queue@example.org`, counsellors: [counsellor.id] },
      })
      const application = await payload.create({
        collection: 'applications',
        data: {
          student: student.id,
          university: university.id,
          programme: 'BSc Economics',
          intake: '2027-09',
          stage: 'preparing',
        },
      })
      return { student: student.id, application: application.id }
    }
    const asha = await fileOf('Asha', staff.priya)
    const bela = await fileOf('Bela', staff.arjun)
    const request = (file: typeof asha, name: string, data: Record<string, unknown> = {}) =>
      payload.create({
        collection: 'requested-documents',
        data: {
          student: file.student,
          applications: [file.application],
          name,
          scope: 'application',
          status: 'missing',
          ...data,
        },
      })
    const upload = async (file: typeof asha, requestId: number, createdAt: string) =>
      (
        await payload.create({
          collection: 'document-versions',
          data: {
            request: requestId,
            student: file.student,
            version: 1,
            pages: [],
            uploadedBy: 'student',
            status: 'to-review',
            createdAt,
          },
        })
      ).id
    ashaPassport = (await request(asha, 'Passport', { status: 'to-review', validity: 'valid-after-intake' })).id
    const ashaTranscript = (await request(asha, 'Transcript', { status: 'to-review' })).id
    const belaPassport = (await request(bela, 'Passport', { status: 'to-review' })).id
    // Stored in another order than they were sent: the list goes by when they were sent.
    const transcript = await upload(asha, ashaTranscript, '2027-02-03T09:00:00.000Z')
    const passport = await upload(asha, ashaPassport, '2027-02-01T09:00:00.000Z')
    const belas = await upload(bela, belaPassport, '2027-02-02T09:00:00.000Z')
    versions.push(passport, belas, transcript)
    // Overdue: Asha's rejected reference and missing CV; not her SOP (sent) nor her IELTS (not due yet).
    await request(asha, 'Reference', { status: 'rejected', dueAt: '2027-02-01T12:00:00.000Z' })
    await request(asha, 'CV', { status: 'missing', dueAt: '2027-02-20T12:00:00.000Z' })
    await request(asha, 'Statement of purpose', { status: 'to-review', dueAt: '2027-02-01T12:00:00.000Z' })
    await request(asha, 'IELTS', { status: 'missing', dueAt: '2027-04-01T12:00:00.000Z' })
    await request(bela, 'CV', { status: 'missing', dueAt: '2027-02-10T12:00:00.000Z' })
    // Expiring: an approved visa letter ending in 10 days; a passport ending before September 2027 + 6 months.
    await request(asha, 'Bank letter', { status: 'approved', validUntil: '2027-03-11T12:00:00.000Z' })
    await request(asha, 'Old passport', {
      status: 'approved',
      validity: 'valid-after-intake',
      validityMonths: 6,
      validUntil: '2027-12-31T12:00:00.000Z',
    })
    await request(asha, 'Good passport', {
      status: 'approved',
      validity: 'valid-after-intake',
      validityMonths: 6,
      validUntil: '2030-12-31T12:00:00.000Z',
    })
  })

  it('lists the uploads to review, oldest first: a counsellor’s students’ only, an admin’s all', async () => {
    const mine = await reviewQueue(payload, staff.priya, NOW)
    expect(mine.entries.map((entry) => [entry.student.name, entry.request.name])).toEqual([
      ['Asha', 'Passport'],
      ['Asha', 'Transcript'],
    ])
    expect(mine.entries[0]).toMatchObject({
      uploadedBy: 'Asha',
      applications: [{ label: 'BSc Economics, Leeds (September 2027)' }],
    })
    expect((await reviewQueue(payload, staff.arjun, NOW)).entries.map((entry) => entry.student.name)).toEqual(['Bela'])
    expect((await reviewQueue(payload, staff.admin, NOW)).entries.map((entry) => entry.id)).toEqual(versions)
  })

  it('opens one upload with every upload of its document, for the counsellors of its student only', async () => {
    const detail = await reviewDetail(payload, staff.priya, versions[0]!, NOW)
    expect(detail?.request.id).toBe(ashaPassport)
    expect(detail?.versions.map((version) => version.id)).toEqual([versions[0]])
    expect(await reviewDetail(payload, staff.arjun, versions[0]!, NOW)).toBeNull()
  })

  it('lists the items overdue, the longest overdue first, and counts them with the uploads to review', async () => {
    const overdue = await overdueItems(payload, staff.priya, NOW)
    expect(overdue.entries.map((item) => item.name)).toEqual(['Reference', 'CV'])
    expect((await overdueItems(payload, staff.admin, NOW)).total).toBe(3)
    expect(await documentCounts(payload, staff.priya, NOW)).toEqual({ toReview: 2, overdue: 2 })
    expect(await documentCounts(payload, staff.arjun, NOW)).toEqual({ toReview: 1, overdue: 1 })
    expect(await documentCounts(payload, staff.admin, NOW)).toEqual({ toReview: 3, overdue: 3 })
  })

  it('lists the approved documents that end too soon, the soonest first', async () => {
    const expiring = await expiringItems(payload, staff.priya, NOW)
    expect(expiring.map((item) => [item.name, item.expiry?.kind])).toEqual([
      ['Bank letter', 'expiring'],
      ['Old passport', 'too-short'],
    ])
    expect(await expiringItems(payload, staff.arjun, NOW)).toEqual([])
  })
})
