import type { Payload, PayloadRequest } from 'payload'

import { queueJobs } from '@/database/queue-jobs.server'
import type { OutboxDraft } from './outbox-draft'

/** The job that delivers one outbox message (./mail-job.ts). */
export const MAIL_TASK = 'sendOutboxMessage'

/**
 * Writes a message to the outbox and queues its delivery job, inside the caller's transaction. The row goes
 * through the database adapter, as Payload queues its jobs: the outbox has no hooks, and this code alone
 * composes its data, so the Local API's per-field work would only slow every lead down (decision 0085).
 */
export async function enqueue(payload: Payload, draft: OutboxDraft, req?: Partial<PayloadRequest>): Promise<void> {
  const message = await payload.db.create({
    collection: 'outbox-messages',
    data: { ...draft, status: 'queued', attempts: 0 },
    req,
  })
  await queueDelivery(payload, message.id, req)
}

/** Queues the job that delivers one outbox message. */
export async function queueDelivery(
  payload: Payload,
  messageId: number | string,
  req?: Partial<PayloadRequest>,
): Promise<void> {
  await queueJobs(payload, [{ task: MAIL_TASK, input: { messageId: String(messageId) } }], req)
}
