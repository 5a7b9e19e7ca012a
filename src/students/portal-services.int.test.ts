import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import type { Student, User } from '@/cms/payload-types'
import { migratedPayload } from '../../tests/support/payload'
import { portalApplication, portalApplications } from './portal-applications.server'
import { inviteGuardian, portalGuardians, withdrawGuardian } from './portal-family.server'
import { portalCounsellors, portalMeetings } from './portal-home.server'
import { portalMessages, sendPortalMessage } from './portal-messages.server'
import { exportStudentData, requestDeletion } from './portal-privacy.server'
import { portalViewer, redeemSignInLink, requestSignInLink, type PortalViewer } from './portal-sign-in.server'

// The portal's services answer only about the viewer's student (docs/product.md §15, §20): every read is by the
// viewer's student, every write checks the record is theirs, and a parent's session writes nothing.

describe('the portal’s services, scoped to the signed-in student', () => {
  let payload: Payload
  let priya: User
  let arjun: User
  let owner: User
  let asha: Student
  let ben: Student
  let ashaApplication: number
  let benApplication: number
  let benGuardian: number
  const viewerOf = (student: Student, guardian: number | null = null): PortalViewer => ({
    student: student.id,
    guardian,
    readOnly: guardian !== null,
    name: student.name,
  })
  const mails = async (to: string, kind: string) =>
    (
      await payload.find({
        collection: 'outbox-messages',
        where: { and: [{ to: { equals: to } }, { kind: { equals: kind } }] },
        sort: '-createdAt',
        overrideAccess: true,
        limit: 0,
      })
    ).docs
  const count = async (collection: 'student-messages' | 'guardians' | 'student-audit-log', student: Student) =>
    (
      await payload.count({
        collection,
        where:
          collection === 'student-audit-log'
            ? { studentId: { equals: String(student.id) } }
            : { student: { equals: student.id } },
        overrideAccess: true,
      })
    ).totalDocs

  beforeAll(async () => {
    payload = await migratedPayload()
    const staff = (email: string, name: string, role: 'counsellor' | 'admin') =>
      payload.create({
        collection: 'users',
        data: { email, name, password: 'a-long-password-123', role, takesNewLeads: false },
      })
    // The first account is an admin whatever it asks for.
    owner = await staff('owner@example.org', 'Owner', 'admin')
    priya = await staff('priya@example.org', 'Priya Nair', 'counsellor')
    arjun = await staff('arjun@example.org', 'Arjun Mehta', 'counsellor')
    const university = await payload.create({
      collection: 'universities',
      data: { name: 'University of Leeds', country: 'GB', city: 'Leeds' },
    })
    const enquiry = await payload.create({
      collection: 'enquiries',
      data: {
        name: 'Asha Rao',
        organization: 'School',
        city: 'Pune',
        email: 'asha.family@example.org',
        contactNumber: '9810007919',
        source: 'contact',
        status: 'qualified',
      },
      overrideAccess: true,
    })
    asha = await payload.create({
      collection: 'students',
      data: {
        name: 'Asha Rao',
        email: 'asha@example.org',
        counsellors: [priya.id],
        leads: [{ relationTo: 'enquiries', value: enquiry.id }],
      },
    })
    ben = await payload.create({
      collection: 'students',
      data: { name: 'Ben Okafor', email: 'ben@example.org', counsellors: [arjun.id] },
    })
    const soon = new Date(Date.now() + 10 * 86_400_000).toISOString()
    const past = new Date(Date.now() - 86_400_000).toISOString()
    const application = (student: Student, programme: string) =>
      payload.create({
        collection: 'applications',
        data: {
          student: student.id,
          university: university.id,
          programme,
          intake: '2027-09',
          stage: 'submitted',
          commission: { basis: 'amount', amount: 150000, currency: 'GBP' },
          deadlines: [
            { kind: 'application', dueAt: past, met: true },
            { kind: 'deposit', dueAt: soon, met: false },
          ],
        },
      })
    ashaApplication = (await application(asha, 'MSc Data Science')).id
    benApplication = (await application(ben, 'MA History')).id
    await payload.update({ collection: 'applications', id: ashaApplication, data: { stage: 'conditional-offer' } })
    benGuardian = (
      await payload.create({
        collection: 'guardians',
        data: { student: ben.id, name: 'Ngozi Okafor', email: 'ngozi@example.org' },
      })
    ).id
    const type = await payload.create({
      collection: 'meeting-types',
      data: {
        name: 'Free consultation',
        slug: 'free-consultation',
        durationMinutes: 30,
        mode: 'phone',
        minimumNoticeMinutes: 60,
        horizonDays: 30,
      },
      overrideAccess: true,
    })
    const booking = (email: string, counsellor: User, lead?: number) => {
      const start = Date.now() + 2 * 86_400_000
      return payload.create({
        collection: 'bookings',
        data: {
          start: new Date(start).toISOString(),
          end: new Date(start + 30 * 60_000).toISOString(),
          status: 'booked',
          counsellor: counsellor.id,
          meetingType: type.id,
          name: 'Someone',
          email,
          contactNumber: '+919810007919',
          ...(lead ? { lead: { relationTo: 'enquiries' as const, value: lead } } : {}),
        },
        overrideAccess: true,
      })
    }
    await booking('asha.family@example.org', priya, enquiry.id)
    await booking('ben@example.org', arjun)
    await payload.create({
      collection: 'student-messages',
      data: { student: ben.id, body: 'Ben’s own question', sender: 'student' },
      overrideAccess: true,
    })
  })

  it('shows the student their applications only, with the stage, what happens next, the next deadline and the history', async () => {
    const applications = await portalApplications(payload, viewerOf(asha))
    expect(applications.map((application) => application.id)).toEqual([ashaApplication])
    const [mine] = applications
    expect(mine).toMatchObject({
      university: 'University of Leeds',
      country: 'United Kingdom',
      intake: 'September 2027',
      stage: 'conditional-offer',
      stageLabel: 'Conditional offer',
      exited: false,
      nextDeadline: { label: 'Deposit due', met: false },
    })
    expect(mine!.nextStep).toMatch(/^You have an offer with conditions/)
    // A parent reads about the student by name, not as the student.
    const [asParent] = await portalApplications(payload, { ...viewerOf(asha, 1), readOnly: true })
    expect(asParent!.nextStep).toBe(
      'Asha has an offer with conditions. Once they are met, Asha sends the proof to the counsellor.',
    )
    expect(mine!.history.map((step) => step.label)).toEqual(['Submitted', 'Conditional offer'])
    expect(JSON.stringify(mine)).not.toMatch(/commission|150000/)

    expect(await portalApplication(payload, viewerOf(asha), String(ashaApplication))).toMatchObject({
      id: ashaApplication,
    })
    expect(await portalApplication(payload, viewerOf(asha), String(benApplication))).toBeNull()
    expect(await portalApplication(payload, viewerOf(asha), '1 or 1=1')).toBeNull()
  })

  it('shows the student their own counsellor and their meetings, with the manage links for the student only', async () => {
    expect(await portalCounsellors(payload, viewerOf(asha))).toEqual([
      { name: 'Priya Nair', email: 'priya@example.org' },
    ])
    const meetings = await portalMeetings(payload, viewerOf(asha))
    expect(meetings).toHaveLength(1)
    expect(meetings[0]).toMatchObject({ meetingName: 'Free consultation', counsellor: 'Priya Nair' })
    expect(meetings[0]!.links?.cancel).toMatch(/\/book\/manage\?token=.+&action=cancel$/)
    const asParent = await portalMeetings(payload, { ...viewerOf(asha, 999), readOnly: true })
    expect(asParent[0]!.links).toBeNull()
    expect((await portalMeetings(payload, viewerOf(ben)))[0]!.counsellor).toBe('Arjun Mehta')
  })

  it('stores a student’s message and mails the counsellor a notice with a link, never the text', async () => {
    expect(await sendPortalMessage(payload, viewerOf(asha), 'Can I send my IELTS results later?')).toBe(true)
    const messages = await portalMessages(payload, viewerOf(asha))
    expect(messages.map(({ sender, from, body }) => ({ sender, from, body }))).toEqual([
      { sender: 'student', from: 'Asha Rao', body: 'Can I send my IELTS results later?' },
    ])
    const [notice] = await mails('priya@example.org', 'portal-message')
    expect(notice!.text).toContain(`/admin/collections/students/${asha.id}`)
    expect(notice!.text).not.toContain('IELTS')
    expect(await mails('arjun@example.org', 'portal-message')).toHaveLength(0)
  })

  it('refuses a parent’s message and stores nothing', async () => {
    const before = await count('student-messages', asha)
    expect(await sendPortalMessage(payload, { ...viewerOf(asha, 1), readOnly: true }, 'From a parent')).toBe(false)
    expect(await count('student-messages', asha)).toBe(before)
  })

  it('mails the student a notice when staff write in the admin, linking to the portal’s messages, never the text', async () => {
    await payload.create({
      collection: 'student-messages',
      // Whatever the request says, a message written in the admin is staff's.
      data: { student: asha.id, body: 'Yes, by the end of the month.', sender: 'student' },
      user: { ...priya, collection: 'users' as const },
      overrideAccess: false,
    })
    const messages = await portalMessages(payload, viewerOf(asha))
    expect(messages.at(-1)).toMatchObject({
      sender: 'staff',
      from: 'Priya Nair',
      body: 'Yes, by the end of the month.',
    })
    const [notice] = await mails('asha@example.org', 'portal-message')
    expect(notice!.text).toContain('/portal/messages')
    expect(notice!.text).not.toContain('end of the month')
    // The student's own messages are not mailed back to them.
    expect(await mails('asha@example.org', 'portal-message')).toHaveLength(1)
  })

  it('lets the student invite a parent and withdraw the access, which ends the parent’s session at once', async () => {
    expect(
      await inviteGuardian(payload, viewerOf(asha), {
        name: 'Meera Rao',
        email: 'Meera@Example.org',
        relationship: 'Mother',
      }),
    ).toEqual({ kind: 'invited' })
    expect(
      await inviteGuardian(payload, viewerOf(asha), { name: 'Me', email: 'asha@example.org', relationship: '' }),
    ).toEqual({ kind: 'own-address' })
    const [meera] = await portalGuardians(payload, viewerOf(asha))
    expect(meera).toMatchObject({
      name: 'Meera Rao',
      email: 'meera@example.org',
      relationship: 'Mother',
      revokedAt: null,
    })
    const stored = await payload.findByID({ collection: 'guardians', id: meera!.id, overrideAccess: true })
    expect(stored.invitedBy).toBe('student')
    expect(stored.invitedAt).toBeTruthy()
    expect(await mails('meera@example.org', 'portal-invitation')).toHaveLength(1)

    await requestSignInLink(payload, 'meera@example.org')
    const [link] = await mails('meera@example.org', 'portal-sign-in')
    const session = await redeemSignInLink(payload, /token=([A-Za-z0-9_-]+)/.exec(link!.text)![1])
    const parent = (await portalViewer(payload, session!.session))!
    expect(parent).toMatchObject({ student: asha.id, guardian: meera!.id, readOnly: true })
    // A counsellor reads the outbox, but never a sign-in link: it would sign her in as the student or the parent.
    const signInMails = (user: User) =>
      payload.find({
        collection: 'outbox-messages',
        where: { kind: { equals: 'portal-sign-in' } },
        user: { ...user, collection: 'users' },
        overrideAccess: false,
      })
    expect((await signInMails(priya)).totalDocs).toBe(0)
    expect((await signInMails(owner)).totalDocs).toBeGreaterThan(0)
    // A parent invites nobody and withdraws nobody.
    expect(await inviteGuardian(payload, parent, { name: 'X', email: 'x@example.org', relationship: '' })).toEqual({
      kind: 'refused',
    })
    expect(await withdrawGuardian(payload, parent, String(meera!.id))).toBe(false)

    // Another student's guardian cannot be withdrawn, nor seen.
    expect(await withdrawGuardian(payload, viewerOf(asha), String(benGuardian))).toBe(false)
    const ngozi = await payload.findByID({ collection: 'guardians', id: benGuardian, overrideAccess: true })
    expect(ngozi.revokedAt).toBeFalsy()
    expect((await portalGuardians(payload, viewerOf(asha))).map((guardian) => guardian.id)).not.toContain(benGuardian)

    expect(await withdrawGuardian(payload, viewerOf(asha), String(meera!.id))).toBe(true)
    expect(await portalViewer(payload, session!.session)).toBeNull()
    const [withdrawn] = await portalGuardians(payload, viewerOf(asha))
    expect(withdrawn!.revokedAt).toBeTruthy()
  })

  it('downloads everything held about the student and nothing else, and keeps the download in the audit log', async () => {
    expect(await exportStudentData(payload, { ...viewerOf(asha, 1), readOnly: true })).toBeNull()
    const before = await count('student-audit-log', asha)
    const data = (await exportStudentData(payload, viewerOf(asha)))!
    const text = JSON.stringify(data)
    expect(data.student).toMatchObject({ name: 'Asha Rao', email: 'asha@example.org' })
    expect(text).toContain('MSc Data Science')
    expect(text).toContain('IELTS results')
    expect(text).toContain('Meera Rao')
    expect(text).toContain('Free consultation')
    expect(text).toContain('asha.family@example.org')
    expect(text).not.toMatch(/Ben|Okafor|MA History|ben@example\.org|Ngozi/)
    expect(text).not.toMatch(/tokenHash|token|commission|150000|password|hash/i)
    expect(await count('student-audit-log', asha)).toBe(before + 1)
    const { docs } = await payload.find({
      collection: 'student-audit-log',
      where: { studentId: { equals: String(asha.id) } },
      sort: '-createdAt',
      overrideAccess: true,
    })
    expect(docs[0]).toMatchObject({ action: 'export', studentName: 'Asha Rao' })
  })

  it('records a deletion request once, logs it and mails the admins; a parent asks nothing', async () => {
    expect(await requestDeletion(payload, { ...viewerOf(ben, benGuardian), readOnly: true })).toBe(false)
    expect(await requestDeletion(payload, viewerOf(ben))).toBe(true)
    expect(await requestDeletion(payload, viewerOf(ben))).toBe(true)
    const file = await payload.findByID({ collection: 'students', id: ben.id, overrideAccess: true })
    expect(file.deletionRequestedAt).toBeTruthy()
    const notices = await mails('owner@example.org', 'deletion-request')
    expect(notices).toHaveLength(1)
    expect(notices[0]!.text).toContain(`/admin/collections/students/${ben.id}`)
    expect(await mails('arjun@example.org', 'deletion-request')).toHaveLength(0)
    const { docs } = await payload.find({
      collection: 'student-audit-log',
      where: { and: [{ studentId: { equals: String(ben.id) } }, { action: { equals: 'deletion-requested' } }] },
      overrideAccess: true,
    })
    expect(docs).toHaveLength(1)
    const asha2 = await payload.findByID({ collection: 'students', id: asha.id, overrideAccess: true })
    expect(asha2.deletionRequestedAt).toBeFalsy()
  })
})
