import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import type { User } from '@/cms/payload-types'
import { idOf } from '@/cms/relation-id'
import { DOCUMENT_MESSAGES, REVIEW_MESSAGES } from '@/schema/student-documents'
import { migratedPayload } from '../../tests/support/payload'
import { portalDocumentPath } from './document-paths'
import { reviewDocument } from './review-document.server'

type Staff = User & { collection: 'users' }

describe('a counsellor’s review of an uploaded document', () => {
  let payload: Payload
  const staff = {} as Record<'admin' | 'priya' | 'arjun' | 'editor', Staff>
  let asha: number
  let application: number
  let uploads = 0

  /** A requested document of Asha's with one upload waiting for review. */
  const upload = async (name: string, request?: number) => {
    uploads += 1
    const requestId =
      request ??
      (
        await payload.create({
          collection: 'requested-documents',
          data: {
            student: asha,
            applications: [application],
            name,
            scope: 'application',
            status: 'to-review',
            latestVersion: 1,
            validity: 'issued-within',
            validityMonths: 24,
          },
        })
      ).id
    const version = await payload.create({
      collection: 'document-versions',
      data: {
        request: requestId,
        student: asha,
        version: uploads,
        fileNames: `${name}.pdf`,
        pages: [],
        uploadedBy: 'student',
        status: 'to-review',
      },
    })
    return { request: requestId, version: version.id }
  }
  const requestOf = (id: number) => payload.findByID({ collection: 'requested-documents', id, depth: 0 })
  const versionOf = (id: number) => payload.findByID({ collection: 'document-versions', id, depth: 0 })
  const noticesTo = async (email: string) =>
    (
      await payload.find({
        collection: 'outbox-messages',
        where: { and: [{ to: { equals: email } }, { kind: { equals: 'document-review' } }] },
        sort: 'createdAt',
        pagination: false,
      })
    ).docs

  beforeAll(async () => {
    payload = await migratedPayload()
    for (const [key, role] of [
      ['admin', 'admin'],
      ['priya', 'counsellor'],
      ['arjun', 'counsellor'],
      ['editor', 'editor'],
    ] as const) {
      const user = await payload.create({
        collection: 'users',
        data: { email: `review-${key}@example.org`, password: 'a-long-password-123', role, takesNewLeads: false },
      })
      staff[key] = { ...user, collection: 'users' }
    }
    asha = (
      await payload.create({
        collection: 'students',
        data: { name: 'Asha Rao', email: 'asha.review@example.org', counsellors: [staff.priya.id] },
      })
    ).id
    const university = await payload.create({
      collection: 'universities',
      data: { name: 'Review University', country: 'GB' },
    })
    application = (
      await payload.create({
        collection: 'applications',
        data: {
          student: asha,
          university: university.id,
          programme: 'BSc Economics',
          intake: '2027-09',
          stage: 'preparing',
        },
      })
    ).id
  })

  it('approves an upload: the upload and its request are approved and the student is mailed a notice', async () => {
    const { request, version } = await upload('Passport')
    const outcome = await reviewDocument(payload, staff.priya, version, {
      outcome: 'approved',
      validUntil: '2031-04-30',
      issuedOn: '2021-05-01',
    })
    expect(outcome).toBe('reviewed')
    expect(await versionOf(version)).toMatchObject({ status: 'approved', reason: null })
    expect(idOf((await versionOf(version)).reviewedBy)).toBe(staff.priya.id)
    const approved = await requestOf(request)
    expect(approved).toMatchObject({ status: 'approved', rejectionReason: null })
    expect(idOf(approved.reviewedBy)).toBe(staff.priya.id)
    expect(approved.reviewedAt).toBeTruthy()
    expect(approved.validUntil?.slice(0, 10)).toBe('2031-04-30')
    expect(approved.issuedOn?.slice(0, 10)).toBe('2021-05-01')
    const [notice] = await noticesTo('asha.review@example.org')
    expect(notice).toMatchObject({ subject: 'Your Passport is approved', status: 'queued' })
    expect(notice.text).toContain(portalDocumentPath(request))
  })

  it('rejects an upload with a reason the request keeps and the mail never carries', async () => {
    const { request, version } = await upload('Transcript')
    const reason = 'The second page is cut off at the bottom; scan the whole sheet.'
    expect(await reviewDocument(payload, staff.admin, version, { outcome: 'rejected', reason: `  ${reason} ` })).toBe(
      'reviewed',
    )
    expect(await versionOf(version)).toMatchObject({ status: 'rejected', reason })
    expect(await requestOf(request)).toMatchObject({ status: 'rejected', rejectionReason: reason })
    const notice = (await noticesTo('asha.review@example.org')).find((mail) => mail.subject.includes('Transcript'))
    expect(notice?.subject).toBe('Please send your Transcript again')
    expect(notice?.text).toContain(portalDocumentPath(request))
    expect(notice?.text).not.toContain('cut off')
    expect(notice?.text).not.toContain(reason)
  })

  it('refuses a rejection without a reason, or with too long a reason, and changes nothing', async () => {
    const { request, version } = await upload('Statement of purpose')
    const before = (await noticesTo('asha.review@example.org')).length
    expect(await reviewDocument(payload, staff.priya, version, { outcome: 'rejected', reason: '   ' })).toEqual({
      error: DOCUMENT_MESSAGES.reasonRequired,
    })
    expect(await reviewDocument(payload, staff.priya, version, { outcome: 'rejected' })).toEqual({
      error: DOCUMENT_MESSAGES.reasonRequired,
    })
    expect(
      await reviewDocument(payload, staff.priya, version, { outcome: 'rejected', reason: 'x'.repeat(501) }),
    ).toEqual({ error: REVIEW_MESSAGES.reasonTooLong })
    expect(
      await reviewDocument(payload, staff.priya, version, { outcome: 'approved', validUntil: '31/05/2028' }),
    ).toEqual({ error: REVIEW_MESSAGES.badDate })
    expect((await versionOf(version)).status).toBe('to-review')
    expect((await requestOf(request)).status).toBe('to-review')
    expect(await noticesTo('asha.review@example.org')).toHaveLength(before)
  })

  it('answers not-found to a counsellor not on the student’s file and to an editor', async () => {
    const { request, version } = await upload('CV')
    expect(await reviewDocument(payload, staff.arjun, version, { outcome: 'approved' })).toBe('not-found')
    expect(await reviewDocument(payload, staff.editor, version, { outcome: 'approved' })).toBe('not-found')
    expect(await reviewDocument(payload, staff.priya, 999_999, { outcome: 'approved' })).toBe('not-found')
    expect((await versionOf(version)).status).toBe('to-review')
    expect((await requestOf(request)).status).toBe('to-review')
  })

  it('reviews an upload once: a reviewed one cannot be reviewed again', async () => {
    const { request, version } = await upload('Reference')
    expect(await reviewDocument(payload, staff.priya, version, { outcome: 'rejected', reason: 'Unsigned.' })).toBe(
      'reviewed',
    )
    const before = (await noticesTo('asha.review@example.org')).length
    expect(await reviewDocument(payload, staff.priya, version, { outcome: 'approved' })).toBe('not-to-review')
    expect(await reviewDocument(payload, staff.admin, version, { outcome: 'rejected', reason: 'Again' })).toBe(
      'not-to-review',
    )
    expect(await versionOf(version)).toMatchObject({ status: 'rejected', reason: 'Unsigned.' })
    expect(await noticesTo('asha.review@example.org')).toHaveLength(before)

    // The student sends it again: the new upload is reviewed, and approving it clears the request's reason.
    const again = await upload('Reference', request)
    expect(await reviewDocument(payload, staff.priya, again.version, { outcome: 'approved' })).toBe('reviewed')
    expect(await requestOf(request)).toMatchObject({ status: 'approved', rejectionReason: null })
    expect((await versionOf(version)).status).toBe('rejected')
  })

  it('lets only one of two reviewers pressing at once review an upload, and mails the student once', async () => {
    const { version } = await upload('Bank statement')
    const before = (await noticesTo('asha.review@example.org')).length
    const outcomes = await Promise.all([
      reviewDocument(payload, staff.priya, version, { outcome: 'approved' }),
      reviewDocument(payload, staff.admin, version, { outcome: 'rejected', reason: 'Too old.' }),
    ])
    expect(outcomes.filter((outcome) => outcome === 'reviewed')).toHaveLength(1)
    expect(outcomes.filter((outcome) => outcome === 'not-to-review')).toHaveLength(1)
    expect(await noticesTo('asha.review@example.org')).toHaveLength(before + 1)
  })
})
