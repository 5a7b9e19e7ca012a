import type { Payload } from 'payload'

import type { Booking } from '@/cms/payload-types'
import { env } from '@/config/env.server'
import { BOOKING_TEXT, bookingDetailsSchema, type BookingRequest } from '@/schema/booking-schema'
import { fieldErrors } from '@/schema/form-schema'
import { dialNumber, officeCountry } from '@/schema/phone-number'
import { checkCaptcha } from '@/security/captcha.server'

import { activeMeetingType } from './availability.server'
import { bookMeeting, type LeadRef, type Visitor } from './book.server'
import { announceBooking } from './booking-notices.server'
import { readLeadToken } from './tokens.server'

export type BookingCallOutcome =
  { kind: 'booked'; booking: Booking } | { kind: 'invalid'; fields: Record<string, string> } | { kind: 'taken' }

const invalid = (fields: Record<string, string>): BookingCallOutcome => ({ kind: 'invalid', fields })

/** The office's country from the site settings, in which a number without a country code is read. */
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
 * Who books: the lead a valid token names, or the details the visitor typed, with the captcha solved. Either way the
 * booking keeps the number in E.164 (docs/decisions/0157).
 */
async function whoBooks(
  payload: Payload,
  body: BookingRequest,
  now: number,
): Promise<{ visitor: Visitor; lead?: LeadRef } | { invalid: Record<string, string> }> {
  if (body.leadToken) {
    const claim = readLeadToken(body.leadToken, now)
    const lead =
      claim &&
      (await payload.findByID({
        collection: claim.collection,
        id: claim.id,
        depth: 0,
        overrideAccess: true,
        disableErrors: true,
      }))
    if (!claim || !lead) return { invalid: { leadToken: BOOKING_TEXT.leadLinkExpired } }
    const assignee = typeof lead.assignee === 'object' ? lead.assignee?.id : lead.assignee
    const contactNumber = dialNumber(lead.contactNumber, await officeCountryOf(payload)) ?? lead.contactNumber
    return {
      visitor: { name: lead.name, email: lead.email, contactNumber },
      lead: { collection: claim.collection, id: lead.id, assignee: assignee ?? null },
    }
  }
  const details = bookingDetailsSchema(await officeCountryOf(payload)).safeParse(body)
  if (!details.success) return { invalid: fieldErrors(details.error) }
  if (env().CAPTCHA_REQUIRED || body.captchaToken || body.captchaAnswer) {
    const captcha = await checkCaptcha(payload, body.captchaToken, body.captchaAnswer, now)
    if (!captcha.ok) return { invalid: { captchaAnswer: captcha.message } }
  }
  return { visitor: { ...details.data, email: details.data.email.toLowerCase() } }
}

/**
 * POST /api/bookings (docs/decisions/0129): checks who books (lead token, or details and captcha) and books the time,
 * or says it is taken. A filled honeypot is refused like a bad field, without a hint.
 */
export async function requestBooking(
  payload: Payload,
  body: BookingRequest,
  now = Date.now(),
): Promise<BookingCallOutcome> {
  if (body.website) return invalid({ _: 'The request is not valid.' })
  const type = await activeMeetingType(payload, body.meetingType)
  if (!type) return invalid({ meetingType: BOOKING_TEXT.unknownType })
  const who = await whoBooks(payload, body, now)
  if ('invalid' in who) return invalid(who.invalid)
  const outcome = await bookMeeting(payload, {
    type,
    start: Date.parse(body.start),
    visitor: who.visitor,
    visitorTimeZone: body.visitorTimeZone,
    lead: who.lead,
    now,
  })
  if (outcome.kind === 'booked') await announceBooking(payload, outcome.booking)
  return outcome
}
