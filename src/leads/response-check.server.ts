import type { Payload, PayloadRequest } from 'payload'

import { takeTurn } from '@/assignment/take-turn.server'
import { addWorkingMinutes } from '@/calendar/working-time'
import type { Consultation, Enquiry, User } from '@/cms/payload-types'
import { followUpSettings } from '@/cms/globals/site-settings/follow-up-settings.server'
import { queueJobs } from '@/database/queue-jobs.server'
import { env } from '@/config/env.server'
import { enqueue } from '@/outbox/enqueue.server'
import type { LeadDue } from '@/outbox/mails/lead-due'
import { responseOverdue } from '@/outbox/mails/response-overdue'
import { responseReminder } from '@/outbox/mails/response-reminder'
import type { LeadCollection } from '@/outbox/outbox-draft'

export const RESPONSE_CHECK_TASK = 'checkLeadResponse'

/** The assignee is reminded this long before a lead falls due. */
export const REMINDER_BEFORE_MS = 15 * 60 * 1000

export type ResponseCheck = {
  collection: LeadCollection
  leadId: string
  stage: 'reminder' | 'deadline'
  /** The deadline the check was queued for: a lead whose clock has moved since is checked by its newer jobs. */
  dueAt: string
}

/** Statuses in which a lead no longer waits for a first answer. */
const DONE = new Set(['spam', 'closed', 'enrolled'])

/** Queues the reminder before a lead falls due and the check at its deadline, as jobs that survive a restart. */
export async function queueResponseChecks(
  payload: Payload,
  check: Omit<ResponseCheck, 'stage'>,
  req?: Partial<PayloadRequest>,
): Promise<void> {
  const due = new Date(check.dueAt)
  const stages: [ResponseCheck['stage'], Date][] = [
    ['reminder', new Date(due.getTime() - REMINDER_BEFORE_MS)],
    ['deadline', due],
  ]
  await queueJobs(
    payload,
    stages.map(([stage, waitUntil]) => ({ task: RESPONSE_CHECK_TASK, input: { ...check, stage }, waitUntil })),
    req,
  )
}

type Lead = (Enquiry | Consultation) & { assignee?: number | User | null }

const idOf = (assignee: Lead['assignee']) => (typeof assignee === 'object' ? assignee?.id : assignee) ?? undefined

async function emailOf(payload: Payload, id: number | undefined, req: PayloadRequest): Promise<string | undefined> {
  if (id === undefined) return undefined
  const user = await payload.findByID({
    collection: 'users',
    id,
    depth: 0,
    overrideAccess: true,
    req,
    disableErrors: true,
  })
  return user?.email
}

async function adminEmails(payload: Payload, req: PayloadRequest): Promise<string[]> {
  const { docs } = await payload.find({
    collection: 'users',
    where: { role: { equals: 'admin' } },
    select: { email: true },
    pagination: false,
    depth: 0,
    overrideAccess: true,
    req,
  })
  return docs.map((user) => user.email)
}

/**
 * What a response check does when its time comes, reading the lead as it is then: nothing for a lead already
 * answered, closed, spam, or whose clock has moved; otherwise the reminder mails the assignee, and the deadline
 * mails the admins and, when the settings say so, passes the lead to the next counsellor with a fresh clock.
 */
export async function runResponseCheck(payload: Payload, check: ResponseCheck, req: PayloadRequest) {
  const lead = (await payload.findByID({
    collection: check.collection,
    id: check.leadId,
    depth: 0,
    overrideAccess: true,
    req,
    disableErrors: true,
  })) as Lead | null
  if (!lead || lead.firstResponseAt || DONE.has(lead.status) || lead.responseDueAt !== check.dueAt) {
    return { status: 'not needed' }
  }
  const waiting: LeadDue = {
    collection: check.collection,
    lead,
    dueAt: check.dueAt,
    timeZone: env().STAFF_TIME_ZONE,
  }
  const assignee = idOf(lead.assignee)

  if (check.stage === 'reminder') {
    const to = await emailOf(payload, assignee, req)
    if (!to) return { status: 'no assignee' }
    await enqueue(payload, responseReminder(to, waiting), req)
    return { status: 'reminded' }
  }

  const settings = await followUpSettings(payload, req)
  let passedTo: number | null = null
  if (settings.onDeadline === 'tell-admins-and-reassign') {
    const now = new Date()
    passedTo = await takeTurn(payload, {
      now,
      timeZone: settings.calendar.timeZone,
      among: (id) => id !== assignee,
      req,
    })
    const nextDue = passedTo ? addWorkingMinutes(now, settings.responseTargetMinutes, settings.calendar) : null
    if (passedTo && nextDue) {
      await payload.update({
        collection: check.collection,
        id: lead.id,
        data: { assignee: passedTo, responseDueAt: nextDue.toISOString() },
        depth: 0,
        overrideAccess: true,
        req,
      })
      await queueResponseChecks(
        payload,
        { collection: check.collection, leadId: check.leadId, dueAt: nextDue.toISOString() },
        req,
      )
    }
  }
  const passedOn = passedTo ? { email: await emailOf(payload, passedTo, req) } : undefined
  for (const to of await adminEmails(payload, req)) {
    const assigneeEmail = await emailOf(payload, assignee, req)
    await enqueue(payload, responseOverdue(to, waiting, { assignee: assigneeEmail, passedTo: passedOn }), req)
  }
  return { status: passedTo ? 'escalated and passed on' : 'escalated' }
}
