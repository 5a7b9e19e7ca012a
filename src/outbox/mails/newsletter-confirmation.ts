import type { OutboxDraft } from '../outbox-draft'
import { newsletterLink } from '../newsletter-tokens.server'

/** Unsubscribe headers of RFC 2369 and RFC 8058 (one-click). */
export function unsubscribeHeaders(email: string): Record<string, string> {
  return {
    'List-Unsubscribe': `<${newsletterLink('unsubscribe', email)}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  }
}

/** The link that confirms a subscription to the newsletter of `consultancy`, the name in the site settings. */
export function newsletterConfirmation(
  subscriber: { id: number | string; email: string },
  consultancy: string,
): OutboxDraft {
  return {
    kind: 'newsletter-confirmation',
    to: subscriber.email,
    subject: 'Please confirm your newsletter subscription',
    text: [
      `Thank you for subscribing to the ${consultancy} newsletter.`,
      '',
      'Please confirm your address by opening this link:',
      newsletterLink('confirm', subscriber.email),
      '',
      'If you did not subscribe, ignore this message and you will not hear from us.',
      '',
      `Unsubscribe: ${newsletterLink('unsubscribe', subscriber.email)}`,
    ].join('\n'),
    headers: unsubscribeHeaders(subscriber.email),
    lead: { relationTo: 'newsletter-subscribers', value: subscriber.id },
  }
}
