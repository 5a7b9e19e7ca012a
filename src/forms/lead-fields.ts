// The inputs of the enquiry and consultation forms, in the order of docs/product.md §5. A plain module (not a client
// one): the forms and the routes that take them without a script (docs/decisions/0132) read the same list.

export type FieldSpec = {
  name: string
  label: string
  type?: 'text' | 'email' | 'tel'
  autoComplete?: string
  inputMode?: 'text' | 'email' | 'tel' | 'numeric'
}

export const ENQUIRY_FIELDS: readonly FieldSpec[] = [
  { name: 'name', label: 'Name', autoComplete: 'name' },
  { name: 'organization', label: 'Organisation', autoComplete: 'organization' },
  { name: 'city', label: 'City', autoComplete: 'address-level2' },
  { name: 'email', label: 'Email address', type: 'email', autoComplete: 'email', inputMode: 'email' },
  { name: 'contactNumber', label: 'Contact number', type: 'tel', autoComplete: 'tel', inputMode: 'tel' },
]

export const CONSULTATION_FIELDS: readonly FieldSpec[] = [
  { name: 'name', label: 'Name', autoComplete: 'name' },
  { name: 'currentlyPursuing', label: 'Currently pursuing' },
  { name: 'previousScore', label: 'Previous score' },
  { name: 'preferredCourse', label: 'Preferred course' },
  { name: 'contactNumber', label: 'Contact number', type: 'tel', autoComplete: 'tel', inputMode: 'tel' },
  { name: 'email', label: 'Email address', type: 'email', autoComplete: 'email', inputMode: 'email' },
]

/** The form inputs besides the fields, by their names in the request bodies (form-schema.ts). */
export const CAPTCHA_ANSWER = 'captchaAnswer'
export const CAPTCHA_TOKEN = 'captchaToken'
export const TERMS = 'termsAccepted'
/** The hidden input that names the page a form was sent from (the lead's attribution; the newsletter's way back). */
export const PAGE_PATH = 'pagePath'
/** The key of a message about the whole form (a banner), not one field. */
export const WHOLE_FORM = '_'

/**
 * A form sent without a script and refused, as the server shows it again: the trimmed values, the messages by field
 * (WHOLE_FORM for the banner), and the page it was first sent from.
 */
export type KeptForm = {
  values: Record<string, string>
  errors: Record<string, string>
  pagePath?: string
}
