import { z } from 'zod'

import './zod-without-eval'

import { HONEYPOT_FIELD } from './honeypot'

// The one home of docs/product.md §5: every rule and message the forms show and the API enforces. The browser
// forms and the §7 submission handlers both parse with these schemas; nothing else restates a rule.
// Server limits the spec leaves out (lengths) come from docs/product.md.

export const MESSAGES = {
  name: 'Please enter your name.',
  organization: 'Please enter organisation.',
  city: 'Please enter city.',
  emailEmpty: 'Please enter email address.',
  emailFormat: 'Invalid email address format.',
  contactNumberEmpty: 'Please enter contact number.',
  contactNumberFormat: 'Invalid contact number format.',
  currentlyPursuing: 'Please enter current pursuing.',
  previousScore: 'Please enter previous score.',
  preferredCourse: 'Please enter preferred course.',
  terms: 'Please read and accept our terms.',
  captchaEmpty: 'Please solve the CAPTCHA.',
  captchaWrong: 'Incorrect answer to CAPTCHA.',
  tooLong: (max: number) => `Please use at most ${max} characters.`,
} as const

export const LIMITS = {
  name: 100,
  text: 120,
  email: 254,
  contactNumberDigits: { min: 7, max: 15 },
} as const

/** Local part, @, domain, dot, a suffix of two or more letters; case-insensitive (docs/product.md §5). */
export const EMAIL_PATTERN = /^[A-Z0-9._%+-]+@[A-Z0-9.-]+\.[A-Z]{2,}$/i
export const CONTACT_NUMBER_PATTERN = new RegExp(
  `^\\d{${LIMITS.contactNumberDigits.min},${LIMITS.contactNumberDigits.max}}$`,
)

/** A required text input: trimmed, then checked for emptiness and length. Missing or non-text counts as empty. */
const requiredText = (emptyMessage: string, max: number) =>
  z
    .string({ error: emptyMessage })
    .trim()
    .min(1, { error: emptyMessage, abort: true })
    .max(max, { error: MESSAGES.tooLong(max) })

export const emailField = z
  .string({ error: MESSAGES.emailEmpty })
  .trim()
  .min(1, { error: MESSAGES.emailEmpty, abort: true })
  .max(LIMITS.email, { error: MESSAGES.emailFormat, abort: true })
  .regex(EMAIL_PATTERN, { error: MESSAGES.emailFormat })

export const contactNumberField = z
  .string({ error: MESSAGES.contactNumberEmpty })
  .trim()
  .min(1, { error: MESSAGES.contactNumberEmpty, abort: true })
  .regex(CONTACT_NUMBER_PATTERN, { error: MESSAGES.contactNumberFormat })

/** Enquiry popup and contact form, in the spec's order (the order the client checks and focuses). */
export const enquirySchema = z.object({
  name: requiredText(MESSAGES.name, LIMITS.name),
  organization: requiredText(MESSAGES.organization, LIMITS.text),
  city: requiredText(MESSAGES.city, LIMITS.text),
  email: emailField,
  contactNumber: contactNumberField,
})

/** Free consultation form (the terms checkbox and the captcha are checked by the form and the lead service). */
export const consultationSchema = z.object({
  name: requiredText(MESSAGES.name, LIMITS.name),
  currentlyPursuing: requiredText(MESSAGES.currentlyPursuing, LIMITS.text),
  previousScore: requiredText(MESSAGES.previousScore, LIMITS.text),
  preferredCourse: requiredText(MESSAGES.preferredCourse, LIMITS.text),
  contactNumber: contactNumberField,
  email: emailField,
})

export const newsletterSchema = z.object({ email: emailField })

export type EnquiryInput = z.infer<typeof enquirySchema>
export type ConsultationInput = z.infer<typeof consultationSchema>
export type NewsletterInput = z.infer<typeof newsletterSchema>

/** Captcha: the sum of two integers from 1 to 5; the answer field accepts digits only. */
export const CAPTCHA_OPERAND = { min: 1, max: 5 } as const

export function captchaError(answer: string, sum: number): string | undefined {
  const trimmed = answer.trim()
  if (!trimmed) return MESSAGES.captchaEmpty
  if (!/^\d+$/.test(trimmed) || Number(trimmed) !== sum) return MESSAGES.captchaWrong
  return undefined
}

/** The first message per field, keyed by the field's name. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {}
  for (const issue of error.issues) {
    const key = issue.path.map(String).join('.') || '_'
    fields[key] ??= issue.message
  }
  return fields
}

// ---------------------------------------------------------------------------------------------------
// What the site's own forms send besides the spec's bodies (docs/product.md §7 bodies stay as they are; these
// properties are optional, so the spec's clients may omit them). See docs/decisions/0050-lead-intake.md.

const optionalText = (max: number) => z.string().trim().max(max).optional().catch(undefined)

/** UTM parameters captured on the visitor's landing page. Bad values are dropped, never an error. */
export const utmSchema = z
  .object({
    source: optionalText(200),
    medium: optionalText(200),
    campaign: optionalText(200),
    term: optionalText(200),
    content: optionalText(200),
  })
  .partial()
  .optional()
  .catch(undefined)
  .meta({ description: 'UTM parameters of the landing page of the visit.' })

export const attributionExtras = {
  pagePath: optionalText(500).meta({ description: 'Path of the page the form was sent from.', example: '/contact' }),
  referrer: optionalText(1000).meta({ description: 'document.referrer of the visit.' }),
  landingPage: optionalText(1000).meta({ description: 'First page of the visit.' }),
  utm: utmSchema,
}

export const spamExtras = {
  captchaToken: z
    .string()
    .max(500)
    .optional()
    .catch(undefined)
    .meta({ description: 'The token of the challenge from GET /api/captcha.' }),
  captchaAnswer: z
    .union([z.string(), z.number()])
    .transform((value) => String(value).trim())
    .optional()
    .catch(undefined)
    .meta({ description: 'The visitor’s answer (digits).' }),
  [HONEYPOT_FIELD]: z
    .string()
    .optional()
    .catch('bot')
    .meta({ description: 'Honeypot: always empty when a person fills the form.' }),
}

export const enquiryRequestSchema = enquirySchema.extend({
  ...spamExtras,
  ...attributionExtras,
  source: z
    .enum(['popup', 'contact'])
    .optional()
    .catch(undefined)
    .meta({ description: 'Which enquiry form sent it: the popup or the contact page (default popup).' }),
})

export const consultationRequestSchema = consultationSchema.extend({
  ...spamExtras,
  ...attributionExtras,
  termsAccepted: z
    .boolean()
    .optional()
    .catch(false)
    .meta({ description: 'The terms checkbox; the site’s own form always sends true.' }),
})

export const newsletterRequestSchema = newsletterSchema.extend({
  [HONEYPOT_FIELD]: spamExtras[HONEYPOT_FIELD],
  ...attributionExtras,
})

export type EnquiryRequest = z.infer<typeof enquiryRequestSchema>
export type ConsultationRequest = z.infer<typeof consultationRequestSchema>
export type NewsletterRequest = z.infer<typeof newsletterRequestSchema>

/** The field order of the forms (docs/product.md §5): the client checks, and focuses, in this order. */
export const ENQUIRY_ORDER = ['name', 'organization', 'city', 'email', 'contactNumber'] as const
export const CONSULTATION_ORDER = [
  'name',
  'currentlyPursuing',
  'previousScore',
  'preferredCourse',
  'contactNumber',
  'email',
] as const

/** The first failure in the form's order, or undefined when every field passes. */
export function firstError(
  schema: z.ZodType,
  order: readonly string[],
  values: Record<string, unknown>,
): { field: string; message: string } | undefined {
  const result = schema.safeParse(values)
  if (result.success) return undefined
  const errors = fieldErrors(result.error)
  for (const field of order) if (errors[field]) return { field, message: errors[field] }
  const [field, message] = Object.entries(errors)[0]!
  return { field, message }
}
