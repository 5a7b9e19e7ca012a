import { NextResponse } from 'next/server'

import { leadBookingCookie } from '@/bookings/lead-cookie'
import type { CallName } from '@/contract/calls'
import {
  encodeKeptForm,
  KEPT_FORM_MAX_AGE_SECONDS,
  KEPT_NAMES,
  keptForm,
  keptFormCookie,
} from '@/forms/kept-form-cookie'
import {
  CAPTCHA_ANSWER,
  CAPTCHA_TOKEN,
  CONSULTATION_FIELDS,
  ENQUIRY_FIELDS,
  PAGE_PATH,
  TERMS,
  WHOLE_FORM,
} from '@/forms/lead-fields'
import { failureSwitchOn, receiveLead, StoreUnavailableError } from '@/leads/intake.server'
import { subscribe } from '@/leads/newsletter.server'
import { logger } from '@/observability/logger.server'
import { payloadClient } from '@/payload/payload.server'
import { FORM_PATHS, sitePath, SUBSCRIBED_FRAGMENT, type FormKind } from '@/schema/form-paths'
import {
  consultationRequestSchema,
  enquiryRequestSchema,
  fieldErrors,
  MESSAGES,
  newsletterRequestSchema,
} from '@/schema/form-schema'
import { HONEYPOT_FIELD } from '@/schema/honeypot'
import { FORM_TEXT, SUBMISSION_TEXT } from '@/schema/messages'

import { countRequest, LIMITS } from '../../api/_lib/rate-limits'
import { seeOther } from '../_lib/see-other'

// The forms sent without a script (docs/decisions/0132): each POST is read as a form, checked with the same schemas
// and stored by the same lead service as the §7 calls, and answered with a 303, so a reload never sends it twice. A
// refused form goes to its page with what was typed and the messages in a five-minute HttpOnly cookie; a stored one
// to /thankyou, a subscription back to the page it came from at the notice's fragment.

const THANK_YOU = '/thankyou'

/** The §7 call each form stands for: a form counts in its call's rate-limit bucket, however it is sent. */
const CALL = {
  enquiry: 'contactUs',
  consultation: 'getFreeConsultation',
  newsletter: 'subscribeToNewsletter',
} as const satisfies Record<FormKind, CallName>

/** The captcha's own limits: longer is wrong, never a message about lengths. */
const CAPTCHA_ANSWER_LENGTH = 10
const CAPTCHA_TOKEN_LENGTH = 300

type Errors = Record<string, string>
type Read = (name: string) => string

async function readForm(request: Request): Promise<Read> {
  const form = await request.formData().catch(() => null)
  return (name) => {
    const value = form?.get(name)
    return typeof value === 'string' ? value : ''
  }
}

/** 303 to a path of this site: `kept` sets the form's cookie for its page, null clears it, undefined leaves it. */
function seeForm(location: string, kind: FormKind, kept?: Parameters<typeof keptForm>[0] | null): NextResponse {
  if (kept === undefined) return seeOther(location)
  return seeOther(location, {
    name: keptFormCookie(kind),
    value: kept ? encodeKeptForm(keptForm(kept, KEPT_NAMES[kind])) : null,
    path: FORM_PATHS[kind].page,
    maxAgeSeconds: KEPT_FORM_MAX_AGE_SECONDS,
  })
}

/** A GET of a form's address (a reload, a bookmark) has nothing to send: to the page that shows the form. */
export const showForm = (kind: FormKind) => seeForm(FORM_PATHS[kind].page, kind)

/**
 * POST /enquiry/send and /consultation/send: the contact form (and /enquiry's) and the consultation form, sent
 * without a script. Every failing field gets its message at once; the captcha, which the cached page cannot draw, is
 * asked on the form's page and checked last, as the §7 call checks it.
 */
export async function sendLeadForm(request: Request, kind: 'enquiry' | 'consultation'): Promise<NextResponse> {
  const read = await readForm(request)
  const fields = (kind === 'enquiry' ? ENQUIRY_FIELDS : CONSULTATION_FIELDS).map((field) => field.name)
  const values: Record<string, string> = Object.fromEntries(fields.map((name) => [name, read(name).trim()]))
  const accepted = read(TERMS) !== ''
  const pagePath = sitePath(read(PAGE_PATH))
  const again = (errors: Errors) =>
    seeForm(FORM_PATHS[kind].page, kind, {
      values: kind === 'consultation' ? { ...values, [TERMS]: accepted ? '1' : '' } : values,
      errors,
      pagePath,
    })

  const limit = await countRequest(request, LIMITS.submission(CALL[kind]))
  if (!limit.ok) return again({ [WHOLE_FORM]: SUBMISSION_TEXT.tooMany })

  const common = {
    ...values,
    captchaToken: read(CAPTCHA_TOKEN).slice(0, CAPTCHA_TOKEN_LENGTH) || undefined,
    captchaAnswer: read(CAPTCHA_ANSWER).trim().slice(0, CAPTCHA_ANSWER_LENGTH) || undefined,
    [HONEYPOT_FIELD]: read(HONEYPOT_FIELD),
    ...(pagePath ? { pagePath } : {}),
  }
  const submission =
    kind === 'enquiry'
      ? parsed('enquiries', enquiryRequestSchema.safeParse({ ...common, source: 'contact' }))
      : parsed('consultations', consultationRequestSchema.safeParse({ ...common, termsAccepted: accepted }))
  const errors: Errors = submission.errors
  if (kind === 'consultation' && !accepted) errors[TERMS] ??= MESSAGES.terms
  if (!submission.lead || Object.keys(errors).length) return again(errors)
  if (!submission.lead.body.captchaToken) return again({ [CAPTCHA_ANSWER]: MESSAGES.captchaEmpty })

  try {
    const outcome = await receiveLead(await payloadClient(), submission.lead, request)
    if (outcome.kind === 'invalid') return again(outcome.fields)
    const response = seeForm(THANK_YOU, kind, null)
    // As the §7 call does: the sender of a stored lead may book a time for it on /book without typing again.
    const booking =
      outcome.kind === 'stored' || outcome.kind === 'repeat'
        ? leadBookingCookie(submission.lead.collection, outcome.id)
        : undefined
    if (booking) response.headers.append('Set-Cookie', booking)
    return response
  } catch (error) {
    logger().error({ err: error, kind }, 'form without a script failed')
    return again({ [WHOLE_FORM]: FORM_TEXT.failure })
  }
}

type Parsed<B> = { success: true; data: B } | { success: false; error: Parameters<typeof fieldErrors>[0] }

/** A parse as the lead service takes it, or the messages by field. */
function parsed<C extends 'enquiries' | 'consultations', B>(collection: C, result: Parsed<B>) {
  return result.success
    ? { lead: { collection, body: result.data }, errors: {} as Errors }
    : { lead: undefined, errors: fieldErrors(result.error) }
}

/**
 * POST /newsletter/subscribe: the newsletter bar sent without a script. Subscribed, back to the page it was sent from
 * at the notice's fragment (the cached page shows the notice there, for every visitor alike); refused or failed, to
 * /newsletter with the address and the message beside the field.
 */
export async function sendNewsletterForm(request: Request): Promise<NextResponse> {
  const read = await readForm(request)
  const email = read('email').trim()
  const pagePath = sitePath(read(PAGE_PATH))
  const again = (message: string) =>
    seeForm(FORM_PATHS.newsletter.page, 'newsletter', { values: { email }, errors: { email: message }, pagePath })

  const limit = await countRequest(request, LIMITS.submission(CALL.newsletter))
  if (!limit.ok) return again(SUBMISSION_TEXT.tooMany)
  const body = newsletterRequestSchema.safeParse({
    email,
    [HONEYPOT_FIELD]: read(HONEYPOT_FIELD),
    ...(pagePath ? { pagePath } : {}),
  })
  if (!body.success) return again(fieldErrors(body.error).email ?? FORM_TEXT.failure)
  try {
    if (failureSwitchOn(request)) throw new StoreUnavailableError('database unavailable (test failure switch)')
    await subscribe(await payloadClient(), body.data, request)
  } catch (error) {
    logger().error({ err: error }, 'newsletter without a script failed')
    return again(FORM_TEXT.failure)
  }
  return seeForm(`${pagePath ?? '/'}#${SUBSCRIBED_FRAGMENT}`, 'newsletter', null)
}
