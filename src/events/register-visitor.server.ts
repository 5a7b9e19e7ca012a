import type { Payload } from 'payload'

import type { Event } from '@/cms/payload-types'
import { env } from '@/config/env.server'
import { attributionOf } from '@/leads/intake.server'
import {
  eventRegistrationSchema,
  missingAnswers,
  type EventRegistrationRequest,
} from '@/schema/event-registration-schema'
import { fieldErrors } from '@/schema/form-schema'
import { officeCountry } from '@/schema/phone-number'
import { checkCaptcha } from '@/security/captcha.server'

import { leadForRegistration } from './event-lead.server'
import { registerForEvent, registrationOpen, type RegistrationOutcome } from './register.server'

export type VisitorOutcome =
  | Exclude<RegistrationOutcome, { kind: 'closed' | 'full' }>
  | { kind: 'full' }
  | { kind: 'invalid'; fields: Record<string, string> }
  | { kind: 'closed' | 'unknown' | 'spam' }

/** A published event by its address, with the fields only the service reads (the join link among them). */
export async function publishedEvent(payload: Payload, slug: string): Promise<Event | undefined> {
  if (!/^[a-z0-9-]{1,200}$/.test(slug)) return undefined
  const { docs } = await payload.find({
    collection: 'events',
    where: { and: [{ slug: { equals: slug } }, { _status: { equals: 'published' } }] },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  return docs[0]
}

async function officeCountryOf(payload: Payload) {
  const settings = await payload.findGlobal({
    slug: 'site-settings',
    select: { address: true, chatNumber: true, phones: true },
    depth: 0,
    overrideAccess: true,
  })
  return officeCountry(settings)
}

/**
 * A visitor registers from the event's page or the API (docs/decisions/0172): the event must be published and open;
 * the details pass the shared rules, the required questions are answered and the captcha is solved; then the lead is
 * made or joined and the seat or the waiting list's place given. A filled honeypot, or a form sent faster than a
 * person types, stores the lead flagged as spam and no registration, and is answered as a success, so a bot learns
 * nothing.
 */
export async function registerVisitor(
  payload: Payload,
  slug: string,
  body: EventRegistrationRequest,
  request: Request,
  now = Date.now(),
): Promise<VisitorOutcome> {
  const event = await publishedEvent(payload, slug)
  if (!event) return { kind: 'unknown' }
  if (!registrationOpen(event, now)) return { kind: 'closed' }
  const details = eventRegistrationSchema(await officeCountryOf(payload)).safeParse(body)
  if (!details.success) return { kind: 'invalid', fields: fieldErrors(details.error) }
  const questions = event.questions ?? []
  const missing = missingAnswers(questions, details.data.answers)
  if (Object.keys(missing).length) return { kind: 'invalid', fields: missing }

  const config = env()
  let issuedAt: number | undefined
  if (config.CAPTCHA_REQUIRED || body.captchaToken || body.captchaAnswer) {
    const captcha = await checkCaptcha(payload, body.captchaToken, body.captchaAnswer, now)
    if (!captcha.ok) return { kind: 'invalid', fields: { captchaAnswer: captcha.message } }
    issuedAt = captcha.issuedAt
  }
  const registrant = {
    name: details.data.name,
    email: details.data.email.toLowerCase(),
    contactNumber: details.data.contactNumber,
    answers: questions.map((question, n) => ({ question: question.question, answer: details.data.answers[n] ?? '' })),
  }
  const { lead, spam } = await leadForRegistration(payload, {
    event,
    registrant,
    attribution: attributionOf(body, request),
    spam: { honeypot: Boolean(body.website), tooFast: issuedAt !== undefined && now - issuedAt < config.MIN_FILL_MS },
    receivedAt: new Date(now),
  })
  if (spam) return { kind: 'spam' }
  const outcome = await registerForEvent(payload, {
    event,
    registrant,
    lead,
    waitIfFull: body.joinWaitingList === true,
    now,
  })
  return outcome
}
