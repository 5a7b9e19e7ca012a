import { z } from 'zod'

import { EVENT_ANSWER_MAX, EVENT_QUESTIONS_MAX } from '@/schema/event-registration-schema'

// The short-lived cookie that carries a refused registration back to the event's page: what the visitor typed and
// what was wrong, so the form shows both without a script and without their details in the address. Never the
// captcha. Set by POST /events/<slug>/register, read by the event's page; base64url of a small JSON object.

export const EVENT_FORM_COOKIE = 'event-form'
/** Five minutes: long enough to come back to the form, short enough not to linger. */
export const EVENT_FORM_MAX_AGE_SECONDS = 300

export const DETAIL_FIELDS = ['name', 'email', 'contactNumber'] as const
export type DetailField = (typeof DETAIL_FIELDS)[number]

/** The fields of a form with `questions` questions: the details, then `answers.0`, `answers.1`, … */
export const keptNames = (questions: number) => [
  ...DETAIL_FIELDS,
  ...Array.from({ length: Math.min(questions, EVENT_QUESTIONS_MAX) }, (_, n) => `answers.${n}`),
]

export type KeptEventForm = {
  /** The event the form was for: the cookie refills only that event's form. */
  slug: string
  values: Record<string, string>
  /** By field; the captcha's under `captchaAnswer`; anything else under `_`. */
  errors: Record<string, string>
}

const LENGTH = { name: 200, email: 320, contactNumber: 40 } as Record<string, number>
const MESSAGE_LENGTH = 300
const COOKIE_LENGTH = 3800

const keptSchema = z.object({
  slug: z.string().max(200),
  values: z.record(z.string().max(20), z.string().max(EVENT_ANSWER_MAX)),
  errors: z.record(z.string().max(20), z.string().max(MESSAGE_LENGTH)),
})

const allowedName = (name: string) => /^(name|email|contactNumber|answers\.[0-4])$/.test(name)
const allowedError = (name: string) => allowedName(name) || name === 'captchaAnswer' || name === '_'

/** The kept form with only the names it may carry, each value and message cut to its limit. */
export function keptEventForm(kept: KeptEventForm): KeptEventForm {
  return {
    slug: kept.slug.slice(0, 200),
    values: Object.fromEntries(
      Object.entries(kept.values)
        .filter(([name]) => allowedName(name))
        .map(([name, value]) => [name, value.slice(0, LENGTH[name] ?? EVENT_ANSWER_MAX)]),
    ),
    errors: Object.fromEntries(
      Object.entries(kept.errors)
        .filter(([name]) => allowedError(name))
        .map(([name, message]) => [name, message.slice(0, MESSAGE_LENGTH)]),
    ),
  }
}

const encode = (kept: KeptEventForm) => Buffer.from(JSON.stringify(kept), 'utf8').toString('base64url')

/** The cookie's value; long answers cut shorter when they would not fit a cookie. */
export function encodeEventForm(kept: KeptEventForm): string {
  const value = encode(keptEventForm(kept))
  if (value.length <= COOKIE_LENGTH) return value
  const values = Object.fromEntries(Object.entries(kept.values).map(([name, text]) => [name, text.slice(0, 200)]))
  return encode(keptEventForm({ ...kept, values }))
}

/** The kept form of a cookie for the event at `slug`; null when there is none, it is malformed or for another. */
export function decodeEventForm(value: string | undefined, slug: string): KeptEventForm | null {
  if (!value || value.length > COOKIE_LENGTH) return null
  try {
    const kept = keptSchema.safeParse(JSON.parse(Buffer.from(value, 'base64url').toString('utf8')))
    return kept.success && kept.data.slug === slug ? keptEventForm(kept.data) : null
  } catch {
    return null
  }
}
