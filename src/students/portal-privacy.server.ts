import type { Payload } from 'payload'

import type { Consultation, Enquiry, Student, User } from '@/cms/payload-types'
import { ADMIN_PATH } from '@/config/cms-paths'
import { siteUrl } from '@/config/env.server'
import { inTransaction } from '@/database/transaction.server'
import { enqueue } from '@/outbox/enqueue.server'
import { mailBrandName } from '@/outbox/mail-settings.server'
import { deletionRequest } from '@/outbox/mails/deletion-request'

import type { PortalViewer } from './portal-sign-in.server'
import { idOf } from '@/cms/relation-id'

const nameOf = (user: unknown) => (user && typeof user === 'object' ? (user as User).name : null)

/** What the student told us in an enquiry or a consultation request: their own words, not staff's handling of it. */
const LEAD_FIELDS = [
  'name',
  'email',
  'contactNumber',
  'city',
  'organization',
  'currentlyPursuing',
  'previousScore',
  'preferredCourse',
  'message',
  'createdAt',
] as const

async function leadsOf(payload: Payload, student: Student) {
  return Promise.all(
    (student.leads ?? []).map(async (lead) => {
      const doc = (await payload.findByID({
        collection: lead.relationTo,
        id: idOf(lead.value),
        depth: 0,
        overrideAccess: true,
        disableErrors: true,
      })) as Enquiry | Consultation | null
      if (!doc) return null
      const fields = Object.fromEntries(
        LEAD_FIELDS.filter((field) => field in doc).map((field) => [
          field,
          (doc as unknown as Record<string, unknown>)[field],
        ]),
      )
      return { kind: lead.relationTo === 'enquiries' ? 'enquiry' : 'consultation request', ...fields }
    }),
  ).then((leads) => leads.filter(Boolean))
}

/**
 * Everything held about the viewer's student, as a JSON document for them to download (docs/product.md §15): their
 * file, their applications with their history, their messages, their parents, their meetings and the requests they
 * sent. Never another student's, never a secret (sign-in links, sessions, booking tokens), never the consultancy's
 * commission. Each download is kept in the audit log. A parent's session downloads nothing (null).
 */
export async function exportStudentData(
  payload: Payload,
  viewer: PortalViewer,
  now = new Date(),
): Promise<Record<string, unknown> | null> {
  if (viewer.readOnly || viewer.guardian !== null) return null
  const { docs } = await payload.find({
    collection: 'students',
    where: { id: { equals: viewer.student } },
    depth: 1,
    limit: 1,
    overrideAccess: true,
  })
  const student = docs[0]
  if (!student) return null
  const theirs = { student: { equals: student.id } }
  const [applications, messages, guardians, leads, documents, uploads] = await Promise.all([
    payload.find({ collection: 'applications', where: theirs, depth: 1, limit: 0, overrideAccess: true }),
    payload.find({
      collection: 'student-messages',
      where: theirs,
      sort: 'createdAt',
      depth: 1,
      limit: 0,
      overrideAccess: true,
    }),
    payload.find({ collection: 'guardians', where: theirs, depth: 0, limit: 0, overrideAccess: true }),
    leadsOf(payload, student),
    payload.find({
      collection: 'requested-documents',
      where: theirs,
      sort: 'name',
      depth: 0,
      limit: 0,
      overrideAccess: true,
    }),
    payload.find({
      collection: 'document-versions',
      where: theirs,
      sort: 'version',
      depth: 0,
      limit: 0,
      overrideAccess: true,
    }),
  ])
  const leadIds = (student.leads ?? []).map((lead) => idOf(lead.value))
  const bookings = await payload.find({
    collection: 'bookings',
    where: {
      or: [{ email: { equals: student.email } }, ...(leadIds.length ? [{ 'lead.value': { in: leadIds } }] : [])],
    },
    depth: 1,
    limit: 0,
    overrideAccess: true,
  })
  const leadKeys = new Set((student.leads ?? []).map((lead) => `${lead.relationTo}:${idOf(lead.value)}`))
  const ownBookings = bookings.docs.filter(
    (booking) =>
      booking.email.toLowerCase() === student.email ||
      (booking.lead && leadKeys.has(`${booking.lead.relationTo}:${idOf(booking.lead.value)}`)),
  )
  const data = {
    exportedAt: now.toISOString(),
    student: {
      name: student.name,
      email: student.email,
      contactNumber: student.contactNumber ?? null,
      dateOfBirth: student.dateOfBirth ?? null,
      nationality: student.nationality ?? null,
      city: student.city ?? null,
      intake: student.intake ?? null,
      studyLevel: student.studyLevel ?? null,
      destinations: student.destinations ?? [],
      testScores: (student.testScores ?? []).map(({ test, score, takenOn }) => ({ test, score, takenOn })),
      counsellors: student.counsellors.map((counsellor) =>
        typeof counsellor === 'object' ? { name: counsellor.name, email: counsellor.email } : null,
      ),
      notes: (student.notes ?? []).map((note) => ({ text: note.text, at: note.at, by: nameOf(note.author) })),
      portalInvitedAt: student.portalInvitedAt ?? null,
      deletionRequestedAt: student.deletionRequestedAt ?? null,
      createdAt: student.createdAt,
    },
    applications: applications.docs.map((application) => ({
      university: typeof application.university === 'object' ? application.university.name : null,
      programme: application.programme,
      level: application.level ?? null,
      intake: application.intake,
      stage: application.stage,
      stageChangedAt: application.stageChangedAt ?? null,
      tuitionFee: application.tuitionFee ?? null,
      serviceFee: application.serviceFee ?? null,
      deadlines: (application.deadlines ?? []).map(({ kind, dueAt, met, note }) => ({ kind, dueAt, met, note })),
      stageHistory: (application.stageHistory ?? []).map(({ stage, from, reason, at }) => ({
        stage,
        from,
        reason,
        at,
      })),
    })),
    messages: messages.docs.map((message) => ({
      sender: message.sender,
      from:
        message.sender === 'staff'
          ? nameOf(message.staffAuthor)
          : message.sender === 'guardian' && typeof message.guardian === 'object'
            ? message.guardian?.name
            : student.name,
      body: message.body,
      at: message.createdAt,
    })),
    // What was asked and sent; the files themselves are in the portal's documents pages.
    documents: documents.docs.map((document) => ({
      name: document.name,
      status: document.status,
      dueAt: document.dueAt ?? null,
      validUntil: document.validUntil ?? null,
      uploads: uploads.docs
        .filter((upload) => idOf(upload.request) === document.id)
        .map((upload) => ({
          version: upload.version,
          files: (upload.pages ?? []).map((page) => page.fileName),
          uploadedBy: upload.uploadedBy,
          at: upload.createdAt,
          status: upload.status,
          reason: upload.reason ?? null,
        })),
    })),
    guardians: guardians.docs.map((guardian) => ({
      name: guardian.name,
      email: guardian.email,
      relationship: guardian.relationship ?? null,
      invitedBy: guardian.invitedBy ?? null,
      invitedAt: guardian.invitedAt ?? null,
      revokedAt: guardian.revokedAt ?? null,
    })),
    meetings: ownBookings.map((booking) => ({
      meeting: typeof booking.meetingType === 'object' ? booking.meetingType.name : null,
      start: booking.start,
      end: booking.end,
      status: booking.status,
      counsellor: nameOf(booking.counsellor),
      name: booking.name,
      email: booking.email,
      contactNumber: booking.contactNumber,
    })),
    requests: leads,
  }
  await payload.create({
    collection: 'student-audit-log',
    data: { action: 'export', studentId: String(student.id), studentName: student.name },
    overrideAccess: true,
  })
  return data
}

/**
 * The student asks for their file to be deleted: the file says so, the audit log keeps it, and each admin is mailed a
 * notice with the file's page, where deleting it confirms. Asked again, nothing new happens. A parent's session asks
 * nothing (false).
 */
export async function requestDeletion(payload: Payload, viewer: PortalViewer, now = new Date()): Promise<boolean> {
  if (viewer.readOnly || viewer.guardian !== null) return false
  return inTransaction(payload, async (req) => {
    const { docs } = await payload.find({
      collection: 'students',
      where: { id: { equals: viewer.student } },
      depth: 0,
      limit: 1,
      overrideAccess: true,
      req,
    })
    const student = docs[0]
    if (!student) return false
    if (student.deletionRequestedAt) return true
    await payload.update({
      collection: 'students',
      id: student.id,
      data: { deletionRequestedAt: now.toISOString() },
      overrideAccess: true,
      req,
    })
    await payload.create({
      collection: 'student-audit-log',
      data: { action: 'deletion-requested', studentId: String(student.id), studentName: student.name },
      overrideAccess: true,
      req,
    })
    const [admins, consultancy] = await Promise.all([
      payload.find({
        collection: 'users',
        where: { role: { equals: 'admin' } },
        depth: 0,
        limit: 0,
        overrideAccess: true,
        req,
      }),
      mailBrandName(payload, req),
    ])
    const adminLink = `${siteUrl()}${ADMIN_PATH}/collections/students/${student.id}`
    for (const admin of admins.docs) {
      await enqueue(payload, deletionRequest({ to: admin.email, student: student.name, consultancy }, adminLink), req)
    }
    return true
  })
}

/** When the viewer's student asked for their file to be deleted, or null. */
export async function deletionRequestedAt(payload: Payload, viewer: PortalViewer): Promise<string | null> {
  const { docs } = await payload.find({
    collection: 'students',
    where: { id: { equals: viewer.student } },
    depth: 0,
    limit: 1,
    overrideAccess: true,
  })
  return docs[0]?.deletionRequestedAt ?? null
}
