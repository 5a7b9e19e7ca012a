// The spec's interface strings of the forms (docs/product.md §4 and §8). Validation messages live in form-schema.ts.
export const FORM_TEXT = {
  submit: 'Submit',
  subscribe: 'Subscribe',
  sending: 'Please wait...',
  failure: 'Oops! Something went wrong. Please try again.',
  subscribed: 'Subscribed! Thankyou',
} as const

/**
 * Without a script (docs/decisions/0132): the captcha's question is drawn on the page that checks the form, not in the
 * cached page, so the form says where it will be asked.
 */
export const NO_SCRIPT_TEXT = {
  captcha: 'After you press Submit, the next page asks one short question to check that you are a person.',
} as const

/** The pages that show a form sent without a script again, with the server's messages (docs/decisions/0132). */
export const FORM_AGAIN_TEXT = {
  enquiry: {
    eyebrow: 'Contact',
    title: 'Send us a message',
    lead: 'Check your details and answer the question, then press Submit.',
    description: 'Send us your details and a counsellor will contact you.',
  },
  consultation: {
    eyebrow: 'Free consultation',
    title: 'Book a free consultation',
    lead: 'Check your details and answer the question, then press Submit.',
    description: 'Send us your details for a free consultation with a counsellor.',
  },
  newsletter: {
    eyebrow: 'Newsletter',
    title: 'Subscribe to our newsletter',
    lead: 'Check your email address, then press Subscribe.',
    // The spec leaves this text open; the consultancy's name comes from the site settings.
    description: (consultancy: string) => `Subscribe to the ${consultancy} newsletter.`,
    formLabel: 'Subscribe to the newsletter',
  },
} as const

/** How long the newsletter notice stays (docs/product.md §9). */
export const NEWSLETTER_NOTICE_MS = 5000

/** The label of the consultation form's terms checkbox; stored with each consultation as the text accepted. */
export const CONSULTATION_TERMS_TEXT =
  'I have read and accept the Terms and the Privacy Policy, and agree to be contacted about my enquiry.'

/** Answer texts of the submission calls (the spec leaves their content open). */
export const SUBMISSION_TEXT = {
  received: 'Thank you. We will be in touch soon.',
  subscribed: 'Thank you. Please confirm your subscription with the link we sent you.',
  tooMany: 'Too many requests from this address. Please try again in a few minutes.',
  unavailable: 'The service is briefly unavailable. Please try again.',
  invalid: 'The request is not valid.',
} as const

/** Texts of the newsletter confirmation and unsubscribe pages. */
export const NEWSLETTER_PAGE_TEXT = {
  confirmedTitle: 'Subscription confirmed',
  confirmedBody: 'Thank you. You will receive our newsletter at this address.',
  invalidTitle: 'This link is not valid',
  invalidBody: 'The link may be incomplete or changed. Subscribe again from the footer of any page.',
  /** A confirmation link of an address unsubscribed since: it stays unsubscribed. */
  staleTitle: 'This address is unsubscribed',
  staleBody:
    'It was unsubscribed after this link was sent, and the link does not subscribe it again. To receive the newsletter again, subscribe from the footer of any page.',
  unsubscribeTitle: 'Unsubscribe from the newsletter',
  unsubscribeBody: 'Press the button to stop receiving the newsletter at',
  /** The page's meta description, which must not carry the address the link names. */
  unsubscribeDescription: 'Stop receiving our newsletter with one press of a button.',
  unsubscribeButton: 'Unsubscribe',
  unsubscribedTitle: 'You are unsubscribed',
  unsubscribedBody: 'You will not receive the newsletter any more. You can subscribe again at any time.',
} as const
