import type { TaskConfig } from 'payload'

import type { OutboxMessage } from '@/cms/payload-types'
import { env } from '@/config/env.server'
import { logger } from '@/observability/logger.server'
import { metrics } from '@/observability/metrics.server'

import { mailFrom, mailTransport } from './mailer.server'
import { MAIL_TASK } from './enqueue.server'
import { mailBrandName } from './mail-settings.server'

/** Attempts after the first: with the default 30 s base and doubling, the last is about 2 hours later. */
export const MAIL_RETRIES = 8

/**
 * A message's calendar invitation as nodemailer's calendar part (`icalEvent`): sent as a text/calendar
 * alternative with its METHOD, which Outlook, Gmail and Apple Calendar show as an invitation to accept or a
 * cancellation to remove, and as an invite.ics attachment for the rest. None for a message without one.
 */
export function calendarPart(
  message: Pick<OutboxMessage, 'calendar' | 'calendarMethod'>,
): { icalEvent: { method: string; content: string } } | Record<string, never> {
  if (!message.calendar) return {}
  // The METHOD a message was written with; else the one in its text, which a client reads if the two differ.
  const method = message.calendarMethod ?? /^METHOD:([A-Z-]+)\r?$/m.exec(message.calendar)?.[1] ?? 'REQUEST'
  return { icalEvent: { method, content: message.calendar } }
}

/**
 * Delivers one outbox message through nodemailer (docs/decisions/0054-outbox-and-mail-job.md). Payload's
 * jobs queue runs it and retries it with exponential backoff when the mail server fails; the message's
 * status, attempts and last error are kept on the outbox row for staff to see.
 */
export const sendOutboxMessageTask: TaskConfig<{ input: { messageId: string }; output: { status: string } }> = {
  slug: MAIL_TASK,
  label: 'Send an outbox email',
  inputSchema: [{ name: 'messageId', type: 'text', required: true }],
  outputSchema: [{ name: 'status', type: 'text' }],
  retries: { attempts: MAIL_RETRIES, backoff: { type: 'exponential', delay: env().MAIL_RETRY_BASE_MS } },
  handler: async ({ input, req }) => {
    const { payload } = req
    const id = /^\d+$/.test(input.messageId) ? Number(input.messageId) : input.messageId
    const message = await payload.findByID({
      collection: 'outbox-messages',
      id,
      depth: 0,
      overrideAccess: true,
      disableErrors: true,
    })
    if (!message || message.status === 'sent') return { output: { status: message ? 'sent' : 'missing' } }

    const transport = mailTransport()
    if (!transport) {
      await payload.update({
        collection: 'outbox-messages',
        id,
        data: { status: 'not-sent' },
        overrideAccess: true,
        depth: 0,
      })
      logger().info({ messageId: id }, 'mail not sent: SMTP_URL is not set; the message stays in the outbox')
      return { output: { status: 'not-sent' } }
    }

    const attempts = Number(message.attempts ?? 0) + 1
    try {
      await transport.sendMail({
        from: mailFrom((await mailBrandName(payload)).name),
        to: message.to,
        subject: message.subject,
        text: message.text,
        ...(message.html ? { html: message.html } : {}),
        headers: (message.headers ?? {}) as Record<string, string>,
        ...calendarPart(message),
      })
    } catch (error) {
      const status = attempts > MAIL_RETRIES ? 'failed' : 'retrying'
      await payload.update({
        collection: 'outbox-messages',
        id,
        data: { status, attempts, lastError: String(error).slice(0, 2000) },
        overrideAccess: true,
        depth: 0,
      })
      metrics().mailFailures.inc()
      logger().warn({ messageId: id, attempts, status, err: error }, 'mail delivery failed')
      throw error
    }
    await payload.update({
      collection: 'outbox-messages',
      id,
      data: { status: 'sent', attempts, sentAt: new Date().toISOString(), lastError: null },
      overrideAccess: true,
      depth: 0,
    })
    logger().info({ messageId: id }, 'mail sent')
    return { output: { status: 'sent' } }
  },
}
