import type { CollectionAfterChangeHook, Payload, PayloadRequest } from 'payload'

import { followUpSettings } from '@/cms/globals/site-settings/follow-up-settings.server'
import type { Application } from '@/cms/payload-types'
import { ADMIN_PATH } from '@/config/cms-paths'
import { siteUrl } from '@/config/env.server'
import { queueJobs, type JobDraft } from '@/database/queue-jobs.server'
import { inTransaction } from '@/database/transaction.server'
import { enqueue } from '@/outbox/enqueue.server'
import { mailBrandName } from '@/outbox/mail-settings.server'
import { deadlineReminder } from '@/outbox/mails/deadline-reminder'
import { DEADLINE_REMINDER_DAYS, isExitStage } from '@/schema/application-stages'

import { portalApplicationUrl } from './stage-notice.server'

export const DEADLINE_REMINDER_TASK = 'remindDeadline'
const DAY = 24 * 60 * 60 * 1000

/** A reminder job's input: the deadline by its row's id and the time it had when the job was queued. */
export type DeadlineReminderInput = { application: string; deadline: string; dueAt: string; days: number }

type DeadlineRow = NonNullable<Application['deadlines']>[number]
const idOf = (value: number | { id: number }) => (typeof value === 'object' ? value.id : value)
/** A deadline as its reminders know it: its row and its time (a moved deadline is, to them, another one). */
const keyOf = (row: DeadlineRow) => `${row.id}@${Date.parse(row.dueAt)}`

/**
 * Queues the reminders of each open deadline that is new or has moved, 7 days and 1 day before it (those whose time
 * has passed are not queued), when an application is added or changed, in the transaction of the change. The jobs of a
 * deadline's old time stay queued and send nothing: they find it moved when they run.
 */
export const queueDeadlineReminders: CollectionAfterChangeHook<Application> = async ({
  doc,
  previousDoc,
  operation,
  req,
}) => {
  const before = new Set(operation === 'update' ? (previousDoc?.deadlines ?? []).map(keyOf) : [])
  const now = Date.now()
  const jobs: JobDraft[] = (doc.deadlines ?? [])
    .filter((row) => row.id && !row.met && !before.has(keyOf(row)))
    .flatMap((row) =>
      DEADLINE_REMINDER_DAYS.map((days) => ({
        task: DEADLINE_REMINDER_TASK,
        input: { application: String(doc.id), deadline: row.id!, dueAt: row.dueAt, days },
        waitUntil: new Date(Date.parse(row.dueAt) - days * DAY),
      })),
    )
    .filter((job) => job.waitUntil.getTime() > now)
  await queueJobs(req.payload, jobs, req)
  return doc
}

/**
 * Sends one reminder of a deadline, to the student and to each counsellor of the file, reading the application as it
 * is now: nothing when the deadline was met, removed, moved or has passed, when the application has left the
 * stages (rejected, withdrawn...) or is gone, or when the student's file is.
 */
export async function remindDeadline(
  payload: Payload,
  input: DeadlineReminderInput,
  req?: Partial<PayloadRequest>,
): Promise<'reminded' | 'not needed'> {
  const application = await payload.findByID({
    collection: 'applications',
    id: input.application,
    depth: 0,
    overrideAccess: true,
    req,
    disableErrors: true,
  })
  const row = application?.deadlines?.find((deadline) => deadline.id === input.deadline)
  if (!application || !row || row.met || isExitStage(application.stage)) return 'not needed'
  const dueAt = Date.parse(row.dueAt)
  if (dueAt !== Date.parse(input.dueAt) || dueAt <= Date.now()) return 'not needed'
  const student = await payload.findByID({
    collection: 'students',
    id: idOf(application.student),
    depth: 0,
    overrideAccess: true,
    req,
    disableErrors: true,
  })
  if (!student) return 'not needed'
  const [university, counsellors, settings, consultancy] = await Promise.all([
    payload.findByID({
      collection: 'universities',
      id: idOf(application.university),
      depth: 0,
      overrideAccess: true,
      req,
      disableErrors: true,
    }),
    payload.find({
      collection: 'users',
      where: { id: { in: student.counsellors.map(idOf) } },
      depth: 0,
      pagination: false,
      overrideAccess: true,
      req,
    }),
    followUpSettings(payload, req),
    mailBrandName(payload, req),
  ])
  const common = {
    student: student.name,
    university: university?.name ?? 'the university',
    programme: application.programme,
    deadline: { kind: row.kind, dueAt: row.dueAt, note: row.note },
    timeZone: settings.calendar.timeZone,
    consultancy,
  }
  const drafts = [
    deadlineReminder(
      {
        ...common,
        to: { name: student.name, email: student.email, role: 'student' },
        link: portalApplicationUrl(application.id),
      },
      input.days,
    ),
    ...counsellors.docs.map((counsellor) =>
      deadlineReminder(
        {
          ...common,
          to: { name: counsellor.name || counsellor.email, email: counsellor.email, role: 'counsellor' },
          link: `${siteUrl()}${ADMIN_PATH}/collections/applications/${application.id}`,
        },
        input.days,
      ),
    ),
  ]
  // All or none: a job retried after a failure half-way must not mail the student twice.
  const send = async (tx?: Partial<PayloadRequest>) => {
    for (const draft of drafts) await enqueue(payload, draft, tx)
  }
  if (req?.transactionID) await send(req)
  else await inTransaction(payload, send)
  return 'reminded'
}
