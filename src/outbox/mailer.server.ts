import nodemailer, { type Transporter } from 'nodemailer'

import { env, siteHost } from '@/config/env.server'

let transport: Transporter | null | undefined

/** nodemailer to SMTP_URL, or null when no mail server is configured (messages then stay in the outbox). */
export function mailTransport(): Transporter | null {
  if (transport !== undefined) return transport
  const url = env().SMTP_URL
  transport = url
    ? nodemailer.createTransport(url, {
        connectionTimeout: 10_000,
        greetingTimeout: 10_000,
        socketTimeout: 20_000,
      } as never)
    : null
  return transport
}

/**
 * The From of the site's mail: MAIL_FROM, else `consultancy` (the name in the site settings) at no-reply@ the site's
 * host. As an object, so nodemailer quotes a name with a comma or quotes in it.
 */
export function mailFrom(consultancy: string): string | { name: string; address: string } {
  return env().MAIL_FROM ?? { name: consultancy, address: `no-reply@${siteHost()}` }
}
