import { NextResponse } from 'next/server'

import { EVENTS_PATH, eventPath, REGISTRATION_PATH, registrationPath } from '@/config/event-paths'
import { registerVisitor } from '@/events/register-visitor.server'
import { logger } from '@/observability/logger.server'
import { payloadClient } from '@/payload/payload.server'
import { eventRegistrationRequestSchema } from '@/schema/event-registration-schema'
import { fieldErrors } from '@/schema/form-schema'
import { HONEYPOT_FIELD } from '@/schema/honeypot'
import { FORM_TEXT, SUBMISSION_TEXT } from '@/schema/messages'
import {
  EVENT_FORM_COOKIE,
  EVENT_FORM_MAX_AGE_SECONDS,
  encodeEventForm,
  keptNames,
} from '@/sections/events/event-form-cookie'

import { countRequest, LIMITS } from '../../../../api/_lib/rate-limits'
import { seeOther } from '../../../_lib/see-other'

export const dynamic = 'force-dynamic'

const CAPTCHA_ANSWER_LENGTH = 10
const CAPTCHA_TOKEN_LENGTH = 300
/** How many answers a form may send: the most questions an event asks. */
const ANSWERS = 5

type Props = { params: Promise<{ slug: string }> }

/**
 * POST /events/<slug>/register: an event's registration form, sent without a script (docs/decisions/0173). Checked by
 * the same schema and service as the API call, and answered with a 303: registered (a seat or the waiting list), to
 * the registration's own page; refused, back to the form with what was typed and what was wrong in a five-minute
 * cookie (never in the address, never the captcha).
 */
export async function POST(request: Request, { params }: Props) {
  const { slug } = await params
  const form = await request.formData().catch(() => null)
  const text = (name: string) => {
    const value = form?.get(name)
    return typeof value === 'string' ? value : ''
  }
  const back = `${eventPath(slug)}#register-title`
  const values = Object.fromEntries(keptNames(ANSWERS).map((name) => [name, text(name)]))
  const again = (errors: Record<string, string>) =>
    seeOther(back, {
      name: EVENT_FORM_COOKIE,
      value: encodeEventForm({ slug, values, errors }),
      path: eventPath(slug),
      maxAgeSeconds: EVENT_FORM_MAX_AGE_SECONDS,
    })
  const done = (location: string): NextResponse =>
    seeOther(location, { name: EVENT_FORM_COOKIE, value: null, path: eventPath(slug), maxAgeSeconds: 0 })

  const limit = await countRequest(request, LIMITS.eventRegistration)
  if (!limit.ok) return again({ _: SUBMISSION_TEXT.tooMany })

  const body = eventRegistrationRequestSchema.safeParse({
    name: values.name,
    email: values.email,
    contactNumber: values.contactNumber,
    answers: Array.from({ length: ANSWERS }, (_, n) => values[`answers.${n}`] ?? ''),
    captchaToken: text('captchaToken').slice(0, CAPTCHA_TOKEN_LENGTH) || undefined,
    captchaAnswer: text('captchaAnswer').trim().slice(0, CAPTCHA_ANSWER_LENGTH) || undefined,
    [HONEYPOT_FIELD]: text(HONEYPOT_FIELD),
    pagePath: eventPath(slug),
    // The page says a full event's form joins its waiting list.
    joinWaitingList: true,
  })
  if (!body.success) return again(fieldErrors(body.error))
  try {
    const outcome = await registerVisitor(await payloadClient(), slug, body.data, request)
    switch (outcome.kind) {
      case 'invalid':
        return again(outcome.fields)
      case 'unknown':
        return done(EVENTS_PATH)
      case 'closed':
      case 'full':
        return done(eventPath(slug))
      case 'spam':
        return done(REGISTRATION_PATH)
      default:
        return done(registrationPath(outcome.registration.token))
    }
  } catch (error) {
    logger().error({ err: error, slug }, 'event registration form failed')
    return again({ _: FORM_TEXT.failure })
  }
}

/** A GET here (a reload, a bookmark) has nothing to send: to the event's page. */
export async function GET(_request: Request, { params }: Props) {
  return seeOther(eventPath((await params).slug))
}
