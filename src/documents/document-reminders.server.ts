import type { CollectionAfterChangeHook, Payload, PayloadRequest } from 'payload'

import { followUpSettings } from '@/cms/globals/site-settings/follow-up-settings.server'
import type { RequestedDocument } from '@/cms/payload-types'
import { idOf } from '@/cms/relation-id'
import { queueJobs } from '@/database/queue-jobs.server'
import { inTransaction } from '@/database/transaction.server'
import { enqueue } from '@/outbox/enqueue.server'
import { mailBrandName } from '@/outbox/mail-settings.server'
import { documentReminder } from '@/outbox/mails/document-reminder'
import { DOCUMENT_REMINDER_DAYS } from '@/schema/student-documents'

import { portalDocumentUrl } from './document-paths'

export const DOCUMENT_REMINDER_TASK = 'remindDocument'
const DAY = 24 * 60 * 60 * 1000

/** A reminder job's input: the request and the due time it had when the job was queued. */
export type DocumentReminderInput = { request: string; dueAt: string; days: number }

/**
 * Queues a requested document's reminders, 7 days and 1 day before it is due, when it is requested or its due date
 * moves (those already past are not queued). The old date's jobs stay queued and find the date moved when they run.
 */
export const queueDocumentReminders: CollectionAfterChangeHook<RequestedDocument> = async ({
  doc,
  previousDoc,
  operation,
  req,
}) => {
  if (!doc.dueAt) return doc
  if (operation === 'update' && previousDoc?.dueAt && Date.parse(previousDoc.dueAt) === Date.parse(doc.dueAt)) {
    return doc
  }
  const now = Date.now()
  const jobs = DOCUMENT_REMINDER_DAYS.map((days) => ({
    task: DOCUMENT_REMINDER_TASK,
    input: { request: String(doc.id), dueAt: doc.dueAt!, days },
    waitUntil: new Date(Date.parse(doc.dueAt!) - days * DAY),
  })).filter((job) => job.waitUntil.getTime() > now)
  await queueJobs(req.payload, jobs, req)
  return doc
}

/**
 * Sends one reminder of a requested document to the student, reading it as it is now: nothing when it was sent
 * (waiting for review or approved), when its due date moved or passed, or when it or the file is gone.
 */
export async function remindDocument(
  payload: Payload,
  input: DocumentReminderInput,
  req?: Partial<PayloadRequest>,
): Promise<'reminded' | 'not needed'> {
  const request = await payload.findByID({
    collection: 'requested-documents',
    id: input.request,
    depth: 0,
    overrideAccess: true,
    req,
    disableErrors: true,
  })
  if (!request?.dueAt || (request.status !== 'missing' && request.status !== 'rejected')) return 'not needed'
  const dueAt = Date.parse(request.dueAt)
  if (dueAt !== Date.parse(input.dueAt) || dueAt <= Date.now()) return 'not needed'
  const student = await payload.findByID({
    collection: 'students',
    id: idOf(request.student),
    depth: 0,
    overrideAccess: true,
    req,
    disableErrors: true,
  })
  if (!student) return 'not needed'
  const [settings, consultancy] = await Promise.all([followUpSettings(payload, req), mailBrandName(payload, req)])
  const draft = documentReminder(
    {
      to: { name: student.name, email: student.email },
      document: request.name,
      dueAt: request.dueAt,
      timeZone: settings.calendar.timeZone,
      link: portalDocumentUrl(request.id),
      consultancy,
    },
    input.days,
  )
  if (req?.transactionID) await enqueue(payload, draft, req)
  else await inTransaction(payload, (tx) => enqueue(payload, draft, tx))
  return 'reminded'
}
