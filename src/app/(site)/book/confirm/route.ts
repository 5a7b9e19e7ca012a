import { cookies } from 'next/headers'
import { NextResponse } from 'next/server'

import { LEAD_BOOKING_COOKIE } from '@/bookings/lead-cookie'
import { requestBooking } from '@/bookings/request-booking.server'
import { manageToken } from '@/bookings/tokens.server'
import { payloadClient } from '@/payload/payload.server'
import { bookingRequestSchema } from '@/schema/booking-schema'
import { fieldErrors } from '@/schema/form-schema'
import { HONEYPOT_FIELD } from '@/schema/honeypot'
import { DETAILS_TEXT } from '@/sections/booking/booking-copy'
import {
  BOOK_FORM_COOKIE,
  BOOK_FORM_MAX_AGE_SECONDS,
  encodeKeptForm,
  keptErrors,
  keptValues,
  type KeptForm,
} from '@/sections/booking/booking-form-cookie'
import { BOOK_PATH, BOOKING_MEETING_TYPE, bookedHref, stepHref } from '@/sections/booking/booking-links'
import { parseDay, parseInstant, parseTimeZone } from '@/sections/booking/booking-times'
import { logger } from '@/observability/logger.server'

import { countRequest, LIMITS } from '../../../api/_lib/rate-limits'
import { seeOther } from '../../_lib/see-other'

export const dynamic = 'force-dynamic'

/** The captcha's own limits in the booking call: longer is wrong, never a message about lengths. */
const CAPTCHA_ANSWER_LENGTH = 10
const CAPTCHA_TOKEN_LENGTH = 300

/** 303 to a path of /book, keeping the form in its cookie, or clearing the cookie when `kept` is null. */
function seeBook(path: string, kept?: KeptForm | null): NextResponse {
  if (kept === undefined) return seeOther(path)
  const value = kept ? encodeKeptForm(kept) : null
  return seeOther(path, { name: BOOK_FORM_COOKIE, value, path: BOOK_PATH, maxAgeSeconds: BOOK_FORM_MAX_AGE_SECONDS })
}

/**
 * POST /book/confirm: the details form of /book, sent without a script (application/x-www-form-urlencoded). It
 * adapts the form to the booking call and answers with a redirect: booked, to /book/booked with the booking's
 * manage token; taken, to the day's times; refused, back to the form with what was typed and what was wrong in a
 * five-minute cookie (never in the address, never the captcha); too many tries, back to the form to wait. Every way
 * back lands on the step (`#book-step`): the summary of what was wrong, the notice, or the times.
 */
export async function POST(request: Request) {
  const form = await request.formData().catch(() => null)
  const text = (name: string) => {
    const value = form?.get(name)
    return typeof value === 'string' ? value : ''
  }
  const day = parseDay(text('day'))
  const tz = parseTimeZone(text('tz'))
  const startMs = parseInstant(text('start'))
  if (startMs === null) return seeBook(stepHref({ day, tz }))
  const start = new Date(startMs).toISOString()
  const back = stepHref({ day, time: start, tz })
  const values = keptValues(text)

  const limit = await countRequest(request, LIMITS.booking)
  if (!limit.ok) return seeBook(stepHref({ day, time: start, tz, busy: true }), { start, values, errors: {} })

  // The sender of a lead books with its token (their cookie), without details or captcha; anyone else with both.
  const leadToken = text('forLead') === '1' ? (await cookies()).get(LEAD_BOOKING_COOKIE)?.value : undefined
  const who = leadToken
    ? { leadToken }
    : {
        ...values,
        captchaToken: text('captchaToken').slice(0, CAPTCHA_TOKEN_LENGTH),
        captchaAnswer: text('captchaAnswer').trim().slice(0, CAPTCHA_ANSWER_LENGTH),
        [HONEYPOT_FIELD]: text(HONEYPOT_FIELD),
      }
  const body = bookingRequestSchema.safeParse({
    start,
    meetingType: BOOKING_MEETING_TYPE,
    ...who,
    ...(tz ? { visitorTimeZone: tz } : {}),
  })
  if (!body.success) {
    return seeBook(back, { start, values, errors: keptErrors(fieldErrors(body.error), DETAILS_TEXT.unreadable) })
  }
  try {
    const outcome = await requestBooking(await payloadClient(), body.data)
    if (outcome.kind === 'booked') {
      const { id, start: booked } = outcome.booking
      return seeBook(bookedHref(manageToken(id, Date.parse(booked))), null)
    }
    if (outcome.kind === 'taken') return seeBook(stepHref({ day, tz, taken: true }), null)
    return seeBook(back, { start, values, errors: keptErrors(outcome.fields, DETAILS_TEXT.unreadable) })
  } catch (error) {
    logger().error({ err: error }, 'booking form failed')
    return seeBook(back, { start, values, errors: { _: DETAILS_TEXT.failed } })
  }
}

/** A GET here (a reload, a bookmark) has nothing to send: back to the first step. */
export function GET() {
  return seeBook(BOOK_PATH)
}
