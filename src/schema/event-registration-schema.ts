import { z } from 'zod'

import { bookingContactNumber } from './booking-schema'
import { enquirySchema, spamExtras, attributionExtras } from './form-schema'
import type { CountryCode } from './phone-number'

// An event's registration: the visitor's name and email with the forms' rules and messages, their number as people
// write it (kept in E.164, as a booking's), and the answers to the event's own questions.

export const EVENT_TEXT = {
  answerRequired: 'Please answer this question.',
  answerTooLong: 'Please use at most 1000 characters.',
  closed: 'Registration for this event has closed.',
  unknownEvent: 'There is no such event.',
  full: 'This event is full. Send the registration again with joinWaitingList set to true to join its waiting list.',
  seat: 'You are registered. We have emailed you the details and a calendar invitation.',
  waiting: (place: number) =>
    `This event is full, so you are number ${place} on the waiting list. We will email you if a seat comes free.`,
  cancelled: 'Your registration is cancelled. Thank you for letting us know.',
  alreadyCancelled: 'This registration was already cancelled.',
  unknownLink: 'This link is not valid any more.',
  offerAccepted: 'The seat is yours. We have emailed you the details and a calendar invitation.',
  offerLapsed: 'Sorry, this offer has passed and the seat has gone to the next person waiting.',
} as const

/** At most this many questions an event asks, and characters an answer holds. */
export const EVENT_QUESTIONS_MAX = 5
export const EVENT_ANSWER_MAX = 1000

const answersField = z
  .array(z.string().trim().max(EVENT_ANSWER_MAX, { error: EVENT_TEXT.answerTooLong }))
  .max(EVENT_QUESTIONS_MAX)
  .default([])
  .meta({ description: 'Answers to the event’s questions, in their order (an empty text for one not answered).' })

/** The visitor's details and answers, as the form and the API check them; the number comes back in E.164. */
export const eventRegistrationSchema = (country?: CountryCode) =>
  enquirySchema
    .pick({ name: true, email: true })
    .extend({ contactNumber: bookingContactNumber(country), answers: answersField })

/** POST /api/events/{slug}/registrations: the details, the answers, the captcha, the honeypot and the attribution. */
export const eventRegistrationRequestSchema = z.object({
  name: z.string().max(200).optional(),
  email: z.string().max(320).optional(),
  contactNumber: z.string().max(40).optional().meta({
    description: 'As the visitor writes it; a number without a country code is read in the office’s country.',
  }),
  answers: z.array(z.string().max(2000)).max(EVENT_QUESTIONS_MAX).optional(),
  joinWaitingList: z.boolean().optional().meta({
    description:
      'When the event is full: true joins the waiting list (answered 200 with the place); otherwise the answer is 409 and nothing is stored.',
  }),
  ...spamExtras,
  ...attributionExtras,
})

export type EventRegistrationRequest = z.infer<typeof eventRegistrationRequestSchema>

/** The first message for each unanswered required question, keyed `answers.<n>` as the form names its fields. */
export function missingAnswers(
  questions: readonly { required?: boolean | null }[],
  answers: readonly string[],
): Record<string, string> {
  const missing: Record<string, string> = {}
  questions.forEach((question, n) => {
    if (question.required && !answers[n]?.trim()) missing[`answers.${n}`] = EVENT_TEXT.answerRequired
  })
  return missing
}
