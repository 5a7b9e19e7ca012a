import type { CollectionAfterChangeHook, Payload } from 'payload'

import type { Guardian, StudentMessage, User } from '@/cms/payload-types'
import { ADMIN_PATH } from '@/config/cms-paths'
import { siteUrl } from '@/config/env.server'
import { inTransaction } from '@/database/transaction.server'
import { enqueue } from '@/outbox/enqueue.server'
import { mailBrandName } from '@/outbox/mail-settings.server'
import { portalMessageToCounsellor, portalMessageToStudent } from '@/outbox/mails/portal-message'

import { portalStudent } from './portal-home.server'
import { PORTAL_PATH, type PortalViewer } from './portal-sign-in.server'
import { idOf } from '@/cms/relation-id'

export const PORTAL_MESSAGES_PATH = `${PORTAL_PATH}/messages`

export type PortalMessage = {
  id: number
  sender: StudentMessage['sender']
  /** Who wrote it, as the conversation names them. */
  from: string
  body: string
  at: string
}

/** The viewer's student's conversation with their counsellors, oldest first. */
export async function portalMessages(payload: Payload, viewer: PortalViewer): Promise<PortalMessage[]> {
  const [{ docs }, student] = await Promise.all([
    payload.find({
      collection: 'student-messages',
      where: { student: { equals: viewer.student } },
      sort: 'createdAt',
      depth: 1,
      limit: 500,
      overrideAccess: true,
    }),
    portalStudent(payload, viewer),
  ])
  return docs.map((message) => ({
    id: message.id,
    sender: message.sender,
    from:
      message.sender === 'student'
        ? (student?.name ?? '')
        : message.sender === 'guardian'
          ? ((message.guardian as Guardian | null)?.name ?? 'A parent')
          : ((message.staffAuthor as User | null)?.name ?? 'Your counsellor'),
    body: message.body,
    at: message.createdAt,
  }))
}

/**
 * Stores the student's message and mails each counsellor of the file a notice with a link to the student's page in
 * the admin, in one transaction. A parent's session only reads: it sends nothing (false).
 */
export async function sendPortalMessage(payload: Payload, viewer: PortalViewer, body: string): Promise<boolean> {
  if (viewer.readOnly || viewer.guardian !== null) return false
  await inTransaction(payload, async (req) => {
    const { docs } = await payload.find({
      collection: 'students',
      where: { id: { equals: viewer.student } },
      depth: 1,
      limit: 1,
      overrideAccess: true,
      req,
    })
    const student = docs[0]!
    await payload.create({
      collection: 'student-messages',
      data: { student: viewer.student, body, sender: 'student' },
      overrideAccess: true,
      req,
    })
    const consultancy = await mailBrandName(payload, req)
    const adminLink = `${siteUrl()}${ADMIN_PATH}/collections/students/${student.id}`
    for (const counsellor of student.counsellors.filter((user): user is User => typeof user === 'object')) {
      await enqueue(
        payload,
        portalMessageToCounsellor(
          {
            counsellor: { name: counsellor.name || counsellor.email, email: counsellor.email },
            student: student.name,
            consultancy,
          },
          adminLink,
        ),
        req,
      )
    }
  })
  return true
}

/**
 * A message staff wrote in the admin: the student gets a notice with a link to the portal's messages, in the
 * transaction that stores it (attached to the messages collection by the Payload config).
 */
export const noticeOfStaffMessage: CollectionAfterChangeHook<StudentMessage> = async ({ doc, operation, req }) => {
  if (operation !== 'create' || doc.sender !== 'staff') return doc
  // A find, not a find-by-id: the audit log keeps staff opening a file, and this is no one opening it.
  const { docs } = await req.payload.find({
    collection: 'students',
    where: { id: { equals: idOf(doc.student) } },
    depth: 0,
    limit: 1,
    overrideAccess: true,
    req,
  })
  const student = docs[0]
  if (!student) return doc
  const consultancy = await mailBrandName(req.payload, req)
  await enqueue(
    req.payload,
    portalMessageToStudent(
      { name: student.name, email: student.email, consultancy },
      `${siteUrl()}${PORTAL_MESSAGES_PATH}`,
    ),
    req,
  )
  return doc
}
