// The spec's interface strings of the forms (site-spec §4 and §8). Validation messages live in form-schema.ts.
export const FORM_TEXT = {
  submit: 'Submit',
  subscribe: 'Subscribe',
  sending: 'Please wait...',
  failure: 'Oops! Something went wrong. Please try again.',
  subscribed: 'Subscribed! Thankyou',
} as const

/** How long the newsletter notice stays (site-spec §9). */
export const NEWSLETTER_NOTICE_MS = 5000
