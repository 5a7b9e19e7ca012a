import type { Payload, PayloadRequest } from 'payload'

import { followUpOnArrival } from '@/assignment/on-arrival.server'
import type { Consultation, Enquiry } from '@/cms/payload-types'
import { inTransaction } from '@/database/transaction.server'
import { env } from '@/config/env.server'
import { enqueue } from '@/outbox/enqueue.server'
import { acknowledgeVisitors, mailBrandName, notificationRecipients } from '@/outbox/mail-settings.server'
import { acknowledgement } from '@/outbox/mails/acknowledgement'
import { leadNotification } from '@/outbox/mails/lead-notification'
import type { LeadCollection } from '@/outbox/outbox-draft'
import { MESSAGES, type ConsultationRequest, type EnquiryRequest } from '@/schema/form-schema'
import { CONSULTATION_TERMS_TEXT } from '@/schema/messages'

import { checkCaptcha } from '@/security/captcha.server'
import { noteArrival, queueLead, shouldQueue, watchQueue } from './intake-queue.server'
import { queueResponseChecks } from './response-check.server'
import { inStoreSlot } from './store-slots.server'
import { logger } from '@/observability/logger.server'
import { metrics, type LeadForm } from '@/observability/metrics.server'

/** The same details from the same form within this time are a repeat of the first lead. */
export const REPEAT_WINDOW_MS = 10 * 60 * 1000

/** A field as a repeat compares it: trimmed, spaces collapsed, case ignored, a missing value as empty. */
const comparable = (value: unknown) =>
  String(value ?? '')
    .trim()
    .replace(/\s+/g, ' ')
    .toLowerCase()

/** Whether a stored lead holds the details a new submission sends: a resend, not a new request (0050). */
const sameDetails = (collection: LeadCollection, doc: Record<string, unknown>, fields: Record<string, unknown>) =>
  SPEC_FIELDS[collection].every((key) => comparable(doc[key]) === comparable(fields[key]))

export type IntakeOutcome =
  | { kind: 'stored' | 'repeat' | 'spam' | 'queued'; id: number | string }
  | { kind: 'invalid'; fields: Record<string, string> }

/** A submission that passed every check, with all it needs to become a lead now or later (from the queue). */
export type CheckedLead = {
  collection: LeadCollection
  fields: Record<string, unknown>
  source?: string
  attribution: ReturnType<typeof attributionOf>
  termsAccepted?: boolean
  spam: { honeypot: boolean; tooFast: boolean }
  /** When the submission was answered: the lead's creation time and the start of its repeat window. */
  receivedAt: string
}

/** What a repeat's check reads of a recent lead: the `select` below (the form's own fields are read by name). */
type RecentLead = Pick<Enquiry | Consultation, 'id' | 'status' | 'createdAt' | 'repeats'> &
  Partial<Pick<Enquiry, 'source'>>

type Submission =
  { collection: 'enquiries'; body: EnquiryRequest } | { collection: 'consultations'; body: ConsultationRequest }

const SPEC_FIELDS: Record<LeadCollection, string[]> = {
  enquiries: ['name', 'organization', 'city', 'email', 'contactNumber'],
  consultations: ['name', 'currentlyPursuing', 'previousScore', 'preferredCourse', 'contactNumber', 'email'],
}

/** The form a lead collection's leads come from, as the metrics name it. */
const LEAD_FORM: Record<LeadCollection, LeadForm> = { enquiries: 'enquiry', consultations: 'consultation' }

export class StoreUnavailableError extends Error {
  override name = 'StoreUnavailableError'
}

/** The test server's switch (TEST_FAILURE_SWITCH=1 only): a header makes storing fail as a dead database would. */
export function failureSwitchOn(request: Request): boolean {
  return env().TEST_FAILURE_SWITCH && request.headers.get('x-test-fail-store') === '1'
}

/** Where the submission came from, as the lead records it. */
export function attributionOf(
  body: { pagePath?: string; referrer?: string; landingPage?: string; utm?: Record<string, string | undefined> },
  request: Request,
) {
  let pagePath = body.pagePath
  if (!pagePath) {
    const referer = request.headers.get('referer')
    try {
      pagePath = referer ? new URL(referer).pathname : undefined
    } catch {
      pagePath = undefined
    }
  }
  return {
    pagePath: pagePath ?? null,
    referrer: body.referrer || null,
    landingPage: body.landingPage || null,
    utm: body.utm ?? {},
    userAgent: request.headers.get('user-agent')?.slice(0, 500) ?? null,
  }
}

/**
 * Receives an enquiry or a consultation (docs/decisions/0050-lead-intake.md): the captcha, then the
 * honeypot and the fill time, then the lead is stored with its attribution and its notification in one
 * transaction, before the caller answers (SQLite has none: the outbox sweep writes a notification a crash
 * left out, docs/decisions/0056-outbox-sweep.md). Spam is stored flagged (never lost, never notified) and answered
 * like any success, so a bot learns nothing. During a surge of submissions the checked lead is stored in the
 * intake queue instead, and becomes a lead moments later (docs/decisions/0102-intake-queue.md).
 */
export async function receiveLead(payload: Payload, submission: Submission, request: Request): Promise<IntakeOutcome> {
  const checked = await checkSubmission(payload, submission, request)
  if ('invalid' in checked) return { kind: 'invalid', fields: checked.invalid }
  noteArrival()
  if (failureSwitchOn(request)) throw new StoreUnavailableError('database unavailable (test failure switch)')
  if (shouldQueue()) return { kind: 'queued', id: await queueLead(payload, checked, storeQueued) }
  return inStoreSlot(() => storeLead(payload, checked))
}

async function checkSubmission(
  payload: Payload,
  { collection, body }: Submission,
  request: Request,
): Promise<CheckedLead | { invalid: Record<string, string> }> {
  const config = env()
  let issuedAt: number | undefined
  if (config.CAPTCHA_REQUIRED || body.captchaToken || body.captchaAnswer) {
    const captcha = await checkCaptcha(payload, body.captchaToken, body.captchaAnswer)
    if (!captcha.ok) return { invalid: { captchaAnswer: captcha.message } }
    issuedAt = captcha.issuedAt
  }
  if (collection === 'consultations' && config.CAPTCHA_REQUIRED && body.termsAccepted !== true) {
    return { invalid: { termsAccepted: MESSAGES.terms } }
  }
  if (collection === 'consultations' && body.termsAccepted === false) {
    return { invalid: { termsAccepted: MESSAGES.terms } }
  }

  const fields = Object.fromEntries(SPEC_FIELDS[collection].map((key) => [key, (body as Record<string, unknown>)[key]]))
  fields.email = body.email.toLowerCase()
  return {
    collection,
    fields,
    ...(collection === 'enquiries' ? { source: (body as EnquiryRequest).source ?? 'popup' } : {}),
    attribution: attributionOf(body, request),
    ...(collection === 'consultations' && body.termsAccepted !== undefined
      ? { termsAccepted: body.termsAccepted }
      : {}),
    spam: {
      honeypot: Boolean(body.website),
      tooFast: issuedAt !== undefined && Date.now() - issuedAt < config.MIN_FILL_MS,
    },
    receivedAt: new Date().toISOString(),
  }
}

/**
 * Turns a checked submission into a lead (or a repeat of one) with its notifications, in one transaction where
 * the database has them. `fromQueue` makes it safe to run twice for the same submission: a queued lead whose
 * process died after storing it and before deleting its queue row is found by its address and time, not stored
 * again.
 */
export async function storeLead(
  payload: Payload,
  lead: CheckedLead,
  { fromQueue = false }: { fromQueue?: boolean } = {},
): Promise<IntakeOutcome & { id: number | string }> {
  const { collection, fields, source, attribution } = lead
  const spam = lead.spam.honeypot || lead.spam.tooFast
  const email = String(fields.email)
  const now = new Date(lead.receivedAt)

  const outcome = await inTransaction(payload, store)
  const form = LEAD_FORM[collection]
  if (spam) {
    metrics().spamCaught.inc({ form, reason: lead.spam.honeypot ? 'honeypot' : 'too-fast' })
    logger().warn({ collection, id: outcome.id, ...lead.spam }, 'lead flagged as spam')
  } else if (outcome.kind === 'stored') metrics().leadsStored.inc({ form })
  return outcome

  async function store(req: Partial<PayloadRequest>): Promise<IntakeOutcome & { id: number | string }> {
    if (!spam || fromQueue) {
      // By address and time only, so SQLite looks the address up in its index (a condition on the status or the
      // source made it walk every lead of that status instead); the rest is sifted here, among a handful of rows.
      const recent = await payload.find({
        collection,
        where: {
          and: [
            { email: { equals: email } },
            { createdAt: { greater_than_equal: new Date(now.getTime() - REPEAT_WINDOW_MS).toISOString() } },
          ],
        },
        sort: 'createdAt',
        pagination: false,
        select: {
          repeats: true,
          status: true,
          createdAt: true,
          ...(source ? { source: true } : {}),
          ...Object.fromEntries(SPEC_FIELDS[collection].map((key) => [key, true])),
        } as never,
        depth: 0,
        overrideAccess: true,
        req,
      })
      const docs = recent.docs as RecentLead[]
      if (fromQueue) {
        const stored = storedBefore(docs, now)
        if (stored) return stored
      }
      const original = spam
        ? undefined
        : docs.find(
            (doc) =>
              doc.status !== 'spam' && (!source || doc.source === source) && sameDetails(collection, doc, fields),
          )
      if (original) {
        await payload.update({
          collection,
          id: original.id,
          data: {
            repeats: [
              ...((original.repeats ?? []) as Record<string, unknown>[]),
              { at: now.toISOString(), fields, ...attribution },
            ],
          } as never,
          overrideAccess: true,
          depth: 0,
          req,
        })
        return { kind: 'repeat', id: original.id }
      }
    }
    const data: Record<string, unknown> = {
      ...fields,
      ...(source ? { source } : {}),
      // A lead is given its counsellor and its response clock as it arrives; spam is neither assigned nor timed.
      ...(spam ? {} : await followUpOnArrival(payload, { arrivedAt: now, req })),
      status: spam ? 'spam' : 'new',
      attribution,
      createdAt: now.toISOString(),
      ...(lead.termsAccepted !== undefined
        ? { terms: { acceptedText: CONSULTATION_TERMS_TEXT, acceptedAt: now.toISOString() } }
        : {}),
    }
    const created = await payload.create({
      collection,
      data: data as never,
      overrideAccess: true,
      depth: 0,
      req,
    })
    if (!spam) {
      const recipients = await notificationRecipients(payload, req)
      if (recipients.length) await enqueue(payload, leadNotification(collection, created, recipients), req)
      else logger().warn({ collection }, 'no lead notification recipients')
      if (acknowledgeVisitors()) {
        const { name } = await mailBrandName(payload, req)
        await enqueue(payload, acknowledgement(collection, created, name), req)
      }
      if (created.responseDueAt) {
        await queueResponseChecks(
          payload,
          { collection, leadId: String(created.id), dueAt: created.responseDueAt },
          req,
        )
      }
    }
    return { kind: spam ? 'spam' : 'stored', id: created.id }
  }
}

/** Stores a lead taken from the intake queue (what the queue's drain calls). */
export const storeQueued = (payload: Payload, lead: CheckedLead) => storeLead(payload, lead, { fromQueue: true })

/** Turns queued leads into leads in this process from now on: those left by a crash, and by other instances. */
export const watchIntakeQueue = (payload: Payload): void => watchQueue(payload, storeQueued)

/** The lead or repeat this submission already made, recognised by its address and its time to the millisecond. */
function storedBefore(docs: RecentLead[], at: Date): (IntakeOutcome & { id: number | string }) | undefined {
  const same = (value: unknown) => typeof value === 'string' && Date.parse(value) === at.getTime()
  const lead = docs.find((doc) => same(doc.createdAt))
  if (lead) return { kind: lead.status === 'spam' ? 'spam' : 'stored', id: lead.id }
  const repeated = docs.find((doc) => (doc.repeats ?? []).some((repeat: { at?: unknown }) => same(repeat.at)))
  return repeated && { kind: 'repeat', id: repeated.id }
}
