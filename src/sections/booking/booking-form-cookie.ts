import { z } from 'zod'

// The short-lived cookie that carries a refused booking form back to its page: what the visitor typed and what was
// wrong, so the form shows both without a script and without their details in the address. Never the captcha.
// Set by POST /book/confirm, read by /book; base64url of a small JSON object.

export const BOOK_FORM_COOKIE = 'book-form'
/** Five minutes: long enough to come back to the form, short enough not to linger. */
export const BOOK_FORM_MAX_AGE_SECONDS = 300

/** The inputs the cookie may refill, in the form's order. */
export const KEPT_FIELDS = ['name', 'email', 'contactNumber'] as const
/** The fields an error may sit next to; any other problem is shown at the top of the form under '_'. */
export const ERROR_FIELDS = [...KEPT_FIELDS, 'captchaAnswer'] as const

export type KeptField = (typeof KEPT_FIELDS)[number]
export type ErrorField = (typeof ERROR_FIELDS)[number]

export type KeptForm = {
  /** The time the form was for (ISO 8601): the cookie refills only that time's form. */
  start: string
  values: Record<KeptField, string>
  errors: Partial<Record<ErrorField | '_', string>>
}

/** The longest value kept of each input (the booking call's own limits). */
const KEPT_LENGTH: Record<KeptField, number> = { name: 200, email: 320, contactNumber: 40 }
const MESSAGE_LENGTH = 300

const keptSchema = z.object({
  start: z.string().max(40),
  values: z.object({
    name: z.string().max(KEPT_LENGTH.name),
    email: z.string().max(KEPT_LENGTH.email),
    contactNumber: z.string().max(KEPT_LENGTH.contactNumber),
  }),
  errors: z.partialRecord(z.enum([...ERROR_FIELDS, '_']), z.string().max(MESSAGE_LENGTH)),
})

/** The typed values, each cut to its limit. */
export function keptValues(read: (field: KeptField) => string): KeptForm['values'] {
  return Object.fromEntries(KEPT_FIELDS.map((field) => [field, read(field).slice(0, KEPT_LENGTH[field])])) as Record<
    KeptField,
    string
  >
}

/**
 * The booking call's field errors as the form shows them: each field's own next to it; any other (the time, the
 * honeypot, the meeting type) once at the top, in the words of `other` when given.
 */
export function keptErrors(fields: Record<string, string>, other?: string): KeptForm['errors'] {
  const errors: KeptForm['errors'] = {}
  for (const [field, message] of Object.entries(fields)) {
    const own = (ERROR_FIELDS as readonly string[]).includes(field)
    const key = own ? (field as ErrorField) : '_'
    errors[key] ??= (own ? message : (other ?? message)).slice(0, MESSAGE_LENGTH)
  }
  return errors
}

export const encodeKeptForm = (kept: KeptForm) => Buffer.from(JSON.stringify(kept), 'utf8').toString('base64url')

/** The kept form for the time `start` (epoch ms), or null when there is none, it is for another time, or malformed. */
export function decodeKeptForm(value: string | undefined, start: number): KeptForm | null {
  if (!value || value.length > 4096) return null
  try {
    const kept = keptSchema.safeParse(JSON.parse(Buffer.from(value, 'base64url').toString('utf8')))
    return kept.success && Date.parse(kept.data.start) === start ? kept.data : null
  } catch {
    return null
  }
}

/** The messages a kept form shows in its summary, each with its field ('_' for the whole form). */
export function keptProblems(kept: KeptForm | null): [ErrorField | '_', string][] {
  if (!kept) return []
  return Object.entries(kept.errors).filter((entry): entry is [ErrorField | '_', string] => Boolean(entry[1]))
}
