import type { Payload, PayloadRequest } from 'payload'

import { inTransaction } from '@/cms/transaction.server'
import { env } from '@/config/env.server'
import { MESSAGES, type ConsultationRequest, type EnquiryRequest } from '@/forms/form-schema'
import { CONSULTATION_TERMS_TEXT } from '@/forms/messages'

import { checkCaptcha } from './captcha.server'
import {
  acknowledgeVisitors,
  acknowledgement,
  enqueue,
  leadNotification,
  notificationRecipients,
  type LeadCollection,
} from './outbox.server'

/** The same address on the same form within this time is a repeat of the first lead. */
export const REPEAT_WINDOW_MS = 10 * 60 * 1000

export type IntakeOutcome =
  { kind: 'stored' | 'repeat' | 'spam'; id: number | string } | { kind: 'invalid'; fields: Record<string, string> }

type Submission =
  { collection: 'enquiries'; body: EnquiryRequest } | { collection: 'consultations'; body: ConsultationRequest }

const SPEC_FIELDS: Record<LeadCollection, string[]> = {
  enquiries: ['name', 'organization', 'city', 'email', 'contactNumber'],
  consultations: ['name', 'currentlyPursuing', 'previousScore', 'preferredCourse', 'contactNumber', 'email'],
}

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
 * like any success, so a bot learns nothing.
 */
export async function receiveLead(payload: Payload, submission: Submission, request: Request): Promise<IntakeOutcome> {
  const { collection, body } = submission
  const config = env()

  let issuedAt: number | undefined
  if (config.CAPTCHA_REQUIRED || body.captchaToken || body.captchaAnswer) {
    const captcha = await checkCaptcha(payload, body.captchaToken, body.captchaAnswer)
    if (!captcha.ok) return { kind: 'invalid', fields: { captchaAnswer: captcha.message } }
    issuedAt = captcha.issuedAt
  }
  if (collection === 'consultations' && config.CAPTCHA_REQUIRED && body.termsAccepted !== true) {
    return { kind: 'invalid', fields: { termsAccepted: MESSAGES.terms } }
  }
  if (collection === 'consultations' && body.termsAccepted === false) {
    return { kind: 'invalid', fields: { termsAccepted: MESSAGES.terms } }
  }

  const honeypot = Boolean(body.website)
  const tooFast = issuedAt !== undefined && Date.now() - issuedAt < config.MIN_FILL_MS
  const spam = honeypot || tooFast
  const email = body.email.toLowerCase()

  const fields = Object.fromEntries(SPEC_FIELDS[collection].map((key) => [key, (body as Record<string, unknown>)[key]]))
  fields.email = email
  const source = collection === 'enquiries' ? ((body as EnquiryRequest).source ?? 'popup') : undefined
  const attribution = attributionOf(body, request)
  const now = new Date()

  if (failureSwitchOn(request)) throw new StoreUnavailableError('database unavailable (test failure switch)')

  const outcome = await inTransaction(payload, store)
  if (spam) {
    console.warn(
      JSON.stringify({ level: 'warn', msg: 'lead flagged as spam', collection, id: outcome.id, honeypot, tooFast }),
    )
  }
  return outcome

  async function store(req: Partial<PayloadRequest>): Promise<IntakeOutcome & { id: number | string }> {
    if (!spam) {
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
        select: { repeats: true, status: true, ...(source ? { source: true } : {}) } as never,
        depth: 0,
        overrideAccess: true,
        req,
      })
      const original = (recent.docs as Record<string, any>[]).find(
        (lead) => lead.status !== 'spam' && (!source || lead.source === source),
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
      status: spam ? 'spam' : 'new',
      attribution,
      ...(collection === 'consultations' && body.termsAccepted !== undefined
        ? { terms: { acceptedText: CONSULTATION_TERMS_TEXT, acceptedAt: now.toISOString() } }
        : {}),
    }
    const lead = (await payload.create({ collection, data: data as never, overrideAccess: true, depth: 0, req })) as any
    if (!spam) {
      const recipients = await notificationRecipients(payload, req)
      if (recipients.length) await enqueue(payload, leadNotification(collection, lead, recipients), req)
      else console.warn(JSON.stringify({ level: 'warn', msg: 'no lead notification recipients', collection }))
      if (acknowledgeVisitors()) await enqueue(payload, acknowledgement(collection, lead), req)
    }
    return { kind: spam ? 'spam' : 'stored', id: lead.id }
  }
}
