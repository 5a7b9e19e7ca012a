// Where the site's forms post when no script sends them, and the pages that show a form again with the server's
// messages, what was typed and a captcha drawn for the visitor (docs/decisions/0132-forms-without-a-script.md). The
// pages are rendered for each visitor: the page cache (src/page-cache/cacheable.ts) never keeps them.

export const FORM_PATHS = {
  enquiry: { post: '/enquiry/send', page: '/enquiry' },
  consultation: { post: '/consultation/send', page: '/consultation' },
  newsletter: { post: '/newsletter/subscribe', page: '/newsletter' },
} as const

export type FormKind = keyof typeof FORM_PATHS

/** The pages that show a visitor's own form again: never cached, never indexed. */
export const FORM_AGAIN_PAGES: readonly string[] = Object.values(FORM_PATHS).map((paths) => paths.page)

/** The fragment a newsletter subscription sent without a script returns with: the footer shows its notice at it. */
export const SUBSCRIBED_FRAGMENT = 'newsletter-subscribed'

/** Where 'Enquire now' leads without a script: the contact page's form. */
export const CONTACT_FORM_HREF = '/contact#send-us-a-message'

/**
 * The path of a page of this site, or undefined: a path the forms may record as where they were sent from and the
 * newsletter may return to. Never another host (`//…`, `/\…`), a query or a fragment.
 */
export function sitePath(value: unknown): string | undefined {
  if (typeof value !== 'string' || value.length > 500) return undefined
  return /^\/(?![/\\])[^\s?#\\]*$/.test(value) ? value : undefined
}
