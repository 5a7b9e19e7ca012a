import { z } from 'zod'

import { isTimeZone } from '@/calendar/time-zone'

import { enquirySchema, MESSAGES } from './form-schema'
import { toE164, type CountryCode } from './phone-number'

// The booking's rules: the visitor's name and email with the same rules and messages as the forms, their number as
// people write it (kept in E.164), and the time asked for.

export const BOOKING_TEXT = {
  taken: 'That time has just been taken. Please choose another of the free times below.',
  unknownType: 'This kind of meeting cannot be booked.',
  leadLinkExpired: 'This booking link has expired. Please enter your details to book a time.',
  noTimes: 'No free times in these days. Please look further ahead, or call us.',
  contactNumber: 'Please enter a phone number we can call. From abroad, start with + and the country code.',
} as const

/** The longest contact number read: a number in E.164 has at most 15 digits, written with spaces and a prefix. */
const CONTACT_NUMBER_LENGTH = 40

/**
 * The booking's contact number, our own form's rule (docs/decisions/0157): written as people write it ("98765 43210",
 * "+44 20 7946 0958"), read in the office's `country` when it has no country code, and given back in E.164.
 */
export const bookingContactNumber = (country?: CountryCode) =>
  z
    .string({ error: MESSAGES.contactNumberEmpty })
    .trim()
    .min(1, { error: MESSAGES.contactNumberEmpty, abort: true })
    .max(CONTACT_NUMBER_LENGTH, { error: BOOKING_TEXT.contactNumber, abort: true })
    .transform((text, context) => {
      const number = toE164(text, country)
      if (number) return number
      context.issues.push({ code: 'custom', message: BOOKING_TEXT.contactNumber, input: text })
      return z.NEVER
    })

/** Name and email checked exactly as the enquiry form checks them, and the contact number in E.164. */
export const bookingDetailsSchema = (country?: CountryCode) =>
  enquirySchema.pick({ name: true, email: true }).extend({ contactNumber: bookingContactNumber(country) })

const MEETING_TYPE = /^[a-z0-9]+(-[a-z0-9]+)*$/

export const meetingTypeField = z.string().trim().max(60).regex(MEETING_TYPE, { error: BOOKING_TEXT.unknownType })

const isoInstant = z.iso.datetime({ offset: true, error: 'Give the start as an ISO 8601 date and time.' })

/** POST /api/bookings: a time, and either the details with the captcha, or the token of the visitor's lead. */
export const bookingRequestSchema = z.object({
  start: isoInstant,
  meetingType: meetingTypeField,
  name: z.string().max(200).optional(),
  email: z.string().max(320).optional(),
  contactNumber: z.string().max(CONTACT_NUMBER_LENGTH).optional().meta({
    description: 'As the visitor writes it; a number without a country code is read in the office’s country.',
  }),
  captchaToken: z.string().max(300).optional(),
  captchaAnswer: z.string().max(10).optional(),
  leadToken: z.string().max(600).optional(),
  visitorTimeZone: z
    .string()
    .max(64)
    .refine(isTimeZone, { error: 'Use an IANA time zone, such as Europe/London.' })
    .optional(),
  /** The honeypot: a person never fills it. */
  website: z.string().max(200).optional(),
})

export type BookingRequest = z.infer<typeof bookingRequestSchema>

const DAY = /^\d{4}-\d{2}-\d{2}$/

/** GET /api/bookings/slots?from=YYYY-MM-DD&days=N&meetingType=slug */
export const slotsQuerySchema = z.object({
  from: z
    .string()
    .regex(DAY, { error: 'Give the first day as YYYY-MM-DD.' })
    .refine((day) => !Number.isNaN(Date.parse(`${day}T00:00:00Z`)), { error: 'Give a real day.' }),
  days: z.coerce.number().int().min(1).max(31).default(7),
  meetingType: meetingTypeField.default('free-consultation'),
})
