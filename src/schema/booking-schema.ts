import { z } from 'zod'

import { isTimeZone } from '@/calendar/time-zone'

import { enquirySchema } from './form-schema'

// The booking's rules: the visitor's details with the same rules and messages as the forms, and the time asked for.

export const BOOKING_TEXT = {
  taken: 'That time has just been taken. Please choose another of the free times below.',
  unknownType: 'This kind of meeting cannot be booked.',
  leadLinkExpired: 'This booking link has expired. Please enter your details to book a time.',
  noTimes: 'No free times in these days. Please look further ahead, or call us.',
} as const

/** Name, email and contact number, checked exactly as the enquiry form checks them. */
export const bookingDetailsSchema = enquirySchema.pick({ name: true, email: true, contactNumber: true })

const MEETING_TYPE = /^[a-z0-9]+(-[a-z0-9]+)*$/

export const meetingTypeField = z.string().trim().max(60).regex(MEETING_TYPE, { error: BOOKING_TEXT.unknownType })

const isoInstant = z.iso.datetime({ offset: true, error: 'Give the start as an ISO 8601 date and time.' })

/** POST /api/bookings: a time, and either the details with the captcha, or the token of the visitor's lead. */
export const bookingRequestSchema = z.object({
  start: isoInstant,
  meetingType: meetingTypeField,
  name: z.string().max(200).optional(),
  email: z.string().max(320).optional(),
  contactNumber: z.string().max(40).optional(),
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
