import type { Payload, Where } from 'payload'

import type { OutboxKind, OutboxStatus } from '@/cms/collections/outbox-messages/config'
import { releaseRunningJobs } from '@/database/release-running-jobs.server'
import type { Consultation, Enquiry, NewsletterSubscriber, OutboxMessage, PayloadJob } from '@/cms/payload-types'

import { enqueue, MAIL_TASK, queueDelivery } from './enqueue.server'
import { acknowledgeVisitors, mailBrandName, notificationRecipients } from './mail-settings.server'
import { mailTransport } from './mailer.server'
import { acknowledgement } from './mails/acknowledgement'
import { leadNotification } from './mails/lead-notification'
import { newsletterConfirmation } from './mails/newsletter-confirmation'
import type { LeadCollection, OutboxDraft } from './outbox-draft'
import { giveWayToVisitors } from '@/observability/give-way'
import { logger } from '@/observability/logger.server'

const MINUTE = 60 * 1000
const DAY = 24 * 60 * MINUTE

/**
 * How far back the sweep looks, by kind. Staff want every lead however late its notice comes; a visitor who
 * hears from us days after an enquiry would only be puzzled, so their mail is restored for a day only.
 */
export const SWEEP_LOOKBACK_MS: Record<OutboxKind, number> = {
  'lead-notification': 30 * DAY,
  acknowledgement: DAY,
  'newsletter-confirmation': DAY,
  // A password-reset link expires an hour after it is asked for.
  'staff-account': 60 * MINUTE,
  // A response clock's reminder and deadline are about the lead's first working day.
  'response-reminder': DAY,
  'response-overdue': DAY,
  // A booking's mail carries the invitation, its move or its cancellation that keeps both calendars right, so it
  // is restored for a day, like the visitor's other mail; later than that the meeting may be over (a visitor can
  // book a few hours ahead), and staff see the booking itself in the admin.
  'booking-confirmation': DAY,
  'booking-update': DAY,
  'booking-cancellation': DAY,
  // A reminder says the meeting is "in 1 hour" or "in 24 hours": sent much later it would be wrong, so it is
  // restored only within half an hour of being written.
  'booking-reminder': 30 * MINUTE,
  // A sign-in link works for 15 minutes; an invitation's link is asked for again from the portal's sign-in page.
  'portal-sign-in': 15 * MINUTE,
  'portal-invitation': DAY,
  // The stage is on the portal's timeline whatever the mail; a notice a day late still points the student there.
  'application-stage': DAY,
  // A reminder says "in 7 days" or "tomorrow": restored only within the hour it was written.
  'deadline-reminder': 60 * MINUTE,
  'portal-message': DAY,
  // The file shows the request in the admin whatever the mail; a notice a week late still asks for it to be confirmed.
  'deletion-request': 7 * DAY,
  // An event's mails are as a booking's: the invitation, the waiting list's place and the offer matter for a day,
  // the reminders only while they say the truth, and the follow-up is no use a day late.
  'event-confirmation': DAY,
  'event-waiting': DAY,
  'event-offer': DAY,
  'event-cancellation': DAY,
  'event-reminder': 30 * MINUTE,
  'event-follow-up': DAY,
  // The document's status is in the portal whatever the mail; a due reminder says "in 7 days" or "tomorrow".
  'document-review': DAY,
  'document-reminder': 60 * MINUTE,
}

/** A record younger than this may still be in the middle of its intake, whose next write is its message. */
export const SWEEP_GRACE_MS = 30 * 1000

/** A job marked as running for this long was left so by a server that died (a delivery or a sweep takes seconds). */
export const STUCK_JOB_MS = 10 * MINUTE

export type SweepResult = {
  /** Messages written for leads and subscribers that had none (their intake stopped half-way). */
  restored: number
  /** Messages kept as not sent while no mail server was configured, queued again now that one is. */
  requeued: number
  /** Queued messages that had no delivery job, given one. */
  jobsQueued: number
  /** Delivery jobs left marked as running by a server that died, made runnable again. */
  jobsReleased: number
}

/** A lead or a subscriber, as the outbox messages written for it name it. */
type Owner = Pick<Enquiry | Consultation | NewsletterSubscriber, 'id'>
/** An outbox message as the sweep reads it to find whom it was written for, and when. */
type OwnedMessage = Pick<OutboxMessage, 'id' | 'lead' | 'createdAt'>

/** The lead or subscriber an outbox message is about, and the message a mail job delivers. */
const ownerOf = (message: Pick<OutboxMessage, 'lead'>) => String(message.lead?.value)
const messageIdOf = (job: Pick<PayloadJob, 'input'>) => String((job.input as { messageId?: string } | null)?.messageId)

const LEAD_COLLECTIONS: LeadCollection[] = ['enquiries', 'consultations']
const CHUNK = 200

/**
 * Mends what a crash can leave half-done in the outbox (docs/decisions/0056-outbox-sweep.md): a lead or a
 * subscriber without its message, a message without its delivery job, a job stuck as running; and, once
 * SMTP_URL is set, queues again the messages kept as not sent. Every step only adds what is missing, so a
 * second run finds nothing to do, and a job queued twice sends nothing twice (the mail task skips a message
 * already sent). It runs as a scheduled job (./outbox-sweep-task.ts), one at a time, and lets visitors go first
 * between its steps: its first run after a start reads a month of leads.
 */
export async function sweepOutbox(
  payload: Payload,
  {
    now = new Date(),
    after,
    mailConfigured = mailTransport() !== null,
  }: {
    now?: Date
    /** Leads and subscribers written before this were swept already (the look-back still applies). */
    after?: Date
    mailConfigured?: boolean
  } = {},
): Promise<SweepResult> {
  const result: SweepResult = { restored: 0, requeued: 0, jobsQueued: 0, jobsReleased: 0 }
  const settled = new Date(now.getTime() - SWEEP_GRACE_MS).toISOString()
  const lookback = (kind: OutboxKind) => new Date(now.getTime() - SWEEP_LOOKBACK_MS[kind]).toISOString()
  const since = (kind: OutboxKind) => {
    const start = lookback(kind)
    return after && after.toISOString() > start ? after.toISOString() : start
  }

  for (const collection of LEAD_COLLECTIONS) {
    result.restored += await restoreLeadMessages(
      payload,
      collection,
      'lead-notification',
      since('lead-notification'),
      settled,
    )
    if (acknowledgeVisitors()) {
      result.restored += await restoreLeadMessages(
        payload,
        collection,
        'acknowledgement',
        since('acknowledgement'),
        settled,
      )
    }
  }
  result.restored += await restoreConfirmations(payload, since('newsletter-confirmation'), settled)

  if (mailConfigured) result.requeued = await requeueNotSent(payload, lookback)

  result.jobsReleased = await releaseStuckJobs(payload, MAIL_TASK, now)
  result.jobsQueued = await queueMissingJobs(payload, since, settled)

  if (Object.values(result).some(Boolean)) {
    logger().warn(result, 'outbox sweep mended the outbox')
  }
  return result
}

/** How many documents the sweep reads at a time; it gives way to visitors between two reads. */
const PAGE = 500

/**
 * Every matching document, read PAGE at a time in the order of their ids, giving way to visitors before each read;
 * `T` is what the caller's `select` reads of each (the id always comes too). Read at once, a month of leads held the
 * server for seconds.
 */
async function findAll<T extends { id: number }>(
  payload: Payload,
  collection: string,
  where: Where,
  select?: Partial<Record<keyof T, true>>,
): Promise<T[]> {
  const all: T[] = []
  for (;;) {
    await giveWayToVisitors()
    const after = all.at(-1)?.id
    const found = await payload.find({
      collection: collection as never,
      where: after === undefined ? where : { and: [where, { id: { greater_than: after } }] },
      sort: 'id',
      limit: PAGE,
      pagination: false,
      depth: 0,
      overrideAccess: true,
      ...(select ? { select: select as never } : {}),
    })
    all.push(...(found.docs as unknown as T[]))
    if (found.docs.length < PAGE) return all
  }
}

function chunks<T>(items: T[]): T[][] {
  return Array.from({ length: Math.ceil(items.length / CHUNK) }, (_, index) =>
    items.slice(index * CHUNK, (index + 1) * CHUNK),
  )
}

/** The outbox messages of one kind written for these owners (leads or subscribers of one collection). */
async function messagesOf(
  payload: Payload,
  relationTo: string,
  kind: OutboxKind,
  owners: Owner[],
): Promise<OwnedMessage[]> {
  const messages: OwnedMessage[] = []
  for (const part of chunks(owners)) {
    const where: Where = {
      and: [
        { kind: { equals: kind } },
        { 'lead.relationTo': { equals: relationTo } },
        { 'lead.value': { in: part.map((owner) => owner.id) } },
      ],
    }
    messages.push(...(await findAll<OwnedMessage>(payload, 'outbox-messages', where, { lead: true, createdAt: true })))
  }
  return messages
}

async function restoreLeadMessages(
  payload: Payload,
  collection: LeadCollection,
  kind: 'lead-notification' | 'acknowledgement',
  since: string,
  settled: string,
): Promise<number> {
  const leads = await findAll<Pick<Enquiry | Consultation, 'id'>>(
    payload,
    collection,
    {
      and: [
        { status: { not_equals: 'spam' } },
        { createdAt: { greater_than_equal: since } },
        { createdAt: { less_than: settled } },
      ],
    },
    { id: true },
  )
  const having = new Set((await messagesOf(payload, collection, kind, leads)).map((message) => ownerOf(message)))
  const missing = leads.filter((lead) => !having.has(String(lead.id)))
  if (!missing.length) return 0

  const recipients = kind === 'lead-notification' ? await notificationRecipients(payload) : []
  if (kind === 'lead-notification' && !recipients.length) return 0
  const { name } = await mailBrandName(payload)
  for (const { id } of missing) {
    await giveWayToVisitors()
    const lead = await payload.findByID({ collection, id, depth: 0, overrideAccess: true })
    const draft: OutboxDraft =
      kind === 'lead-notification'
        ? leadNotification(collection, lead, recipients)
        : acknowledgement(collection, lead, name)
    await enqueue(payload, draft)
  }
  return missing.length
}

/** Pending subscribers whose latest confirmation mail was never written. */
async function restoreConfirmations(payload: Payload, since: string, settled: string): Promise<number> {
  // The query asks for a confirmation time, so every one found has one.
  const pending = await findAll<Pick<NewsletterSubscriber, 'id' | 'email'> & { confirmationSentAt: string }>(
    payload,
    'newsletter-subscribers',
    {
      and: [
        { status: { equals: 'pending' } },
        { confirmationSentAt: { greater_than_equal: since } },
        { confirmationSentAt: { less_than: settled } },
      ],
    },
    { email: true, confirmationSentAt: true },
  )
  const messages = await messagesOf(payload, 'newsletter-subscribers', 'newsletter-confirmation', pending)
  const missing = pending.filter(
    (subscriber) =>
      !messages.some(
        (message) =>
          ownerOf(message) === String(subscriber.id) &&
          new Date(message.createdAt).getTime() >= new Date(subscriber.confirmationSentAt).getTime(),
      ),
  )
  if (!missing.length) return 0
  const { name } = await mailBrandName(payload)
  for (const subscriber of missing) {
    await giveWayToVisitors()
    await enqueue(payload, newsletterConfirmation({ id: subscriber.id, email: subscriber.email }, name))
  }
  return missing.length
}

async function requeueNotSent(payload: Payload, since: (kind: OutboxKind) => string): Promise<number> {
  let requeued = 0
  for (const kind of Object.keys(SWEEP_LOOKBACK_MS) as OutboxKind[]) {
    const messages = await findAll<Pick<OutboxMessage, 'id'>>(
      payload,
      'outbox-messages',
      {
        and: [
          { kind: { equals: kind } },
          { status: { equals: 'not-sent' satisfies OutboxStatus } },
          { createdAt: { greater_than_equal: since(kind) } },
        ],
      },
      { id: true },
    )
    for (const { id } of messages) {
      await giveWayToVisitors()
      // Queued first: if the server dies before the job is written, the next sweep gives it one.
      await payload.update({
        collection: 'outbox-messages',
        id,
        data: { status: 'queued' satisfies OutboxStatus },
        overrideAccess: true,
        depth: 0,
      })
      await queueDelivery(payload, id)
      requeued++
    }
  }
  return requeued
}

/** Jobs of a task not finished: waiting, retrying or running; `where` narrows them further. */
function pendingJobs(payload: Payload, task: string, ...where: Where[]) {
  return findAll<Pick<PayloadJob, 'id' | 'input'>>(
    payload,
    'payload-jobs',
    {
      and: [
        { taskSlug: { equals: task } },
        { completedAt: { exists: false } },
        { hasError: { not_equals: true } },
        ...where,
      ],
    },
    { input: true },
  )
}

/** Makes jobs of a task that a server died running, and that have been marked so for STUCK_JOB_MS, runnable again. */
export function releaseStuckJobs(payload: Payload, task: string, now = new Date()): Promise<number> {
  return releaseRunningJobs(
    payload,
    { taskSlug: { equals: task } },
    { updatedAt: { less_than: new Date(now.getTime() - STUCK_JOB_MS).toISOString() } },
  )
}

/**
 * A message loses its job only where it was written or queued again (a crash between that and queueing the
 * job), so only messages last changed in the sweep's window are checked.
 */
async function queueMissingJobs(
  payload: Payload,
  since: (kind: OutboxKind) => string,
  settled: string,
): Promise<number> {
  const from = Object.keys(SWEEP_LOOKBACK_MS)
    .map((kind) => since(kind as OutboxKind))
    .sort()[0]!
  const messages = await findAll<Pick<OutboxMessage, 'id' | 'kind'>>(
    payload,
    'outbox-messages',
    {
      and: [
        { status: { in: ['queued', 'retrying'] satisfies OutboxStatus[] } },
        { updatedAt: { greater_than_equal: from } },
        { updatedAt: { less_than: settled } },
      ],
    },
    { kind: true },
  )
  const pending = new Set<string>()
  for (const part of chunks(messages)) {
    const jobs = await pendingJobs(payload, MAIL_TASK, { 'input.messageId': { in: part.map(({ id }) => String(id)) } })
    for (const job of jobs) pending.add(messageIdOf(job))
  }
  const orphans = messages.filter(({ id }) => !pending.has(String(id)))
  for (const { id } of orphans) {
    await giveWayToVisitors()
    await queueDelivery(payload, id)
  }
  return orphans.length
}
