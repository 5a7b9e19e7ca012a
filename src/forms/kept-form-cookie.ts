import { z } from 'zod'

import type { FormKind } from '@/schema/form-paths'
import { sitePath } from '@/schema/form-paths'

import { CAPTCHA_ANSWER, CONSULTATION_FIELDS, ENQUIRY_FIELDS, TERMS, WHOLE_FORM, type KeptForm } from './lead-fields'

// The short-lived cookie that carries a form sent without a script and refused to the page that shows it again: what
// the visitor typed and what was wrong, never in the address and never the captcha (docs/decisions/0132; the booking
// form's cookie, src/sections/booking/booking-form-cookie.ts, does the same for /book). Set by the form's POST route,
// read by its page; base64url of a small JSON object. Server code only.

/** Five minutes: long enough to come back to the form, short enough not to linger. */
export const KEPT_FORM_MAX_AGE_SECONDS = 300

export const keptFormCookie = (kind: FormKind) => `${kind}-form`

/** The names a kept form of each kind may carry: its inputs, and the captcha's for a message (never a value). */
export const KEPT_NAMES: Record<FormKind, readonly string[]> = {
  enquiry: [...ENQUIRY_FIELDS.map((field) => field.name), CAPTCHA_ANSWER],
  consultation: [...CONSULTATION_FIELDS.map((field) => field.name), TERMS, CAPTCHA_ANSWER],
  newsletter: ['email'],
}

/** The longest value and message kept: the schema's own limits are below it, so nothing a visitor fixes is cut. */
const VALUE_LENGTH = 300
const MESSAGE_LENGTH = 300
const COOKIE_LENGTH = 3800

/** The kept form with each value and message cut to its limit, and only the names `fields` allows. */
export function keptForm(kept: KeptForm, fields: readonly string[]): KeptForm {
  const allowed = (key: string) => fields.includes(key)
  return {
    values: Object.fromEntries(
      Object.entries(kept.values)
        .filter(([key]) => allowed(key) && key !== CAPTCHA_ANSWER)
        .map(([key, value]) => [key, value.slice(0, VALUE_LENGTH)]),
    ),
    errors: Object.fromEntries(
      Object.entries(kept.errors)
        .filter(([key]) => allowed(key) || key === WHOLE_FORM)
        .map(([key, message]) => [key, message.slice(0, MESSAGE_LENGTH)]),
    ),
    ...(sitePath(kept.pagePath) ? { pagePath: kept.pagePath } : {}),
  }
}

const keptSchema = z.object({
  values: z.record(z.string().max(40), z.string().max(VALUE_LENGTH)),
  errors: z.record(z.string().max(40), z.string().max(MESSAGE_LENGTH)),
  pagePath: z.string().max(500).optional(),
})

const encode = (kept: KeptForm) => Buffer.from(JSON.stringify(kept), 'utf8').toString('base64url')

/** The cookie's value; values cut shorter when long text in many bytes a character would not fit a cookie. */
export function encodeKeptForm(kept: KeptForm): string {
  const value = encode(kept)
  if (value.length <= COOKIE_LENGTH) return value
  const values = Object.fromEntries(Object.entries(kept.values).map(([key, text]) => [key, text.slice(0, 60)]))
  return encode({ ...kept, values })
}

/** The kept form of a cookie, with only the names `fields` allows; null when there is none or it is malformed. */
export function decodeKeptForm(value: string | undefined, fields: readonly string[]): KeptForm | null {
  if (!value || value.length > COOKIE_LENGTH) return null
  try {
    const kept = keptSchema.safeParse(JSON.parse(Buffer.from(value, 'base64url').toString('utf8')))
    return kept.success ? keptForm(kept.data, fields) : null
  } catch {
    return null
  }
}
