import type { PayloadEmailAdapter, SendEmailOptions } from 'payload'

import { siteHost } from '@/config/env.server'
import { enqueue } from './enqueue.server'

type Recipients = SendEmailOptions['to']

const addresses = (to: Recipients): string[] =>
  to === undefined
    ? []
    : typeof to === 'string'
      ? [to]
      : Array.isArray(to)
        ? to.flatMap((entry) => addresses(entry as Recipients))
        : to.address
          ? [to.address]
          : []

/**
 * Payload's own mail (the staff password reset) goes into the outbox like every other message, and is sent by the
 * same job, or kept there as not sent without SMTP_URL (docs/product.md §13: never dropped). Payload hands over HTML only;
 * its plain text is the `text` the message's author supplies (see mails/password-reset.ts).
 */
export const outboxEmailAdapter: PayloadEmailAdapter = ({ payload }) => ({
  name: 'outbox',
  // Payload's From is not kept: the mail job writes every message's From, with the name in the site settings.
  defaultFromName: siteHost(),
  defaultFromAddress: `no-reply@${siteHost()}`,
  sendEmail: async (message) => {
    const html = typeof message.html === 'string' ? message.html : undefined
    await enqueue(payload, {
      kind: 'staff-account',
      to: addresses(message.to).join(', '),
      subject: String(message.subject ?? ''),
      text: typeof message.text === 'string' ? message.text : textOf(html ?? ''),
      html,
    })
  },
})

/** The plain text of a message whose HTML is paragraphs of escaped text and links that show their address. */
export function textOf(html: string): string {
  return html
    .replace(/<\/p>\s*/g, '\n\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .trim()
}
