import type { Payload, PayloadRequest } from 'payload'

import { inTransaction } from '@/database/transaction.server'
import { enqueue } from '@/outbox/enqueue.server'
import { mailBrandName } from '@/outbox/mail-settings.server'
import { newsletterConfirmation } from '@/outbox/mails/newsletter-confirmation'
import type { NewsletterRequest } from '@/schema/form-schema'

import { attributionOf } from './intake.server'
import { inStoreSlot } from './store-slots.server'
import { logger } from '@/observability/logger.server'
import { metrics } from '@/observability/metrics.server'

/** A pending address gets at most one confirmation mail in this time, however often it subscribes. */
const RESEND_AFTER_MS = 10 * 60 * 1000

type Subscriber = { id: number | string; email: string; status: string; confirmationSentAt?: string | null }

async function findSubscriber(payload: Payload, email: string, req?: Partial<PayloadRequest>) {
  const found = await payload.find({
    collection: 'newsletter-subscribers',
    where: { email: { equals: email } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
    req,
  })
  return found.docs[0] as unknown as Subscriber | undefined
}

/**
 * Subscribes an address (double opt-in, docs/decisions/0055-newsletter.md). Idempotent: a second
 * subscription of the same address changes nothing and gets the same answer; a pending address gets a
 * new confirmation mail at most every ten minutes; an unsubscribed one starts over as pending. In a burst it waits
 * for a free store slot (store-slots.server.ts) rather than in the database pool's line.
 */
export async function subscribe(payload: Payload, body: NewsletterRequest, request: Request): Promise<void> {
  if (body.website) {
    metrics().spamCaught.inc({ form: 'newsletter', reason: 'honeypot' })
    logger().warn('newsletter honeypot filled; ignored')
    return
  }
  const email = body.email.toLowerCase()
  try {
    const created = await inStoreSlot(() =>
      inTransaction(payload, (req) => storeSubscription(payload, email, body, request, req)),
    )
    if (created) metrics().leadsStored.inc({ form: 'newsletter' })
  } catch (error) {
    // Two subscriptions of a new address at once: the other one stored it, which is the same outcome.
    if (/unique|duplicate|constraint|ValidationError/i.test(`${String(error)} ${(error as Error)?.name}`)) {
      if (await findSubscriber(payload, email)) return
    }
    throw error
  }
}

/**
 * Creates or renews the subscription, and queues its confirmation mail, in the caller's transaction; true when the
 * address is new.
 */
async function storeSubscription(
  payload: Payload,
  email: string,
  body: NewsletterRequest,
  request: Request,
  req: Partial<PayloadRequest>,
) {
  const now = new Date().toISOString()
  let subscriber = await findSubscriber(payload, email, req)
  let send = false
  const created = !subscriber
  if (!subscriber) {
    subscriber = (await payload.create({
      collection: 'newsletter-subscribers',
      data: { email, status: 'pending', confirmationSentAt: now, attribution: attributionOf(body, request) },
      overrideAccess: true,
      depth: 0,
      req,
    })) as unknown as Subscriber
    send = true
  } else if (
    subscriber.status === 'unsubscribed' ||
    (subscriber.status === 'pending' &&
      Date.now() - new Date(subscriber.confirmationSentAt ?? 0).getTime() > RESEND_AFTER_MS)
  ) {
    await payload.update({
      collection: 'newsletter-subscribers',
      id: subscriber.id,
      data: { status: 'pending', confirmationSentAt: now, unsubscribedAt: null },
      overrideAccess: true,
      depth: 0,
      req,
    })
    send = true
  }
  if (send) {
    const { name } = await mailBrandName(payload, req)
    await enqueue(payload, newsletterConfirmation({ id: subscriber.id, email }, name), req)
  }
  return created
}

/** What a confirmation link did: `unknown` for an address never subscribed. */
export type Confirmation = 'confirmed' | 'unsubscribed' | 'unknown'

/**
 * Confirms a pending address; a confirmed one stays as it is. An unsubscribed address stays unsubscribed: links do
 * not change, so the confirmation link of an earlier subscription must not undo a later unsubscribe. Subscribing
 * again (which makes it pending) is how it comes back.
 */
export async function confirmSubscription(payload: Payload, email: string): Promise<Confirmation> {
  const subscriber = await findSubscriber(payload, email.toLowerCase())
  if (!subscriber) return 'unknown'
  if (subscriber.status === 'unsubscribed') return 'unsubscribed'
  if (subscriber.status === 'pending') {
    await payload.update({
      collection: 'newsletter-subscribers',
      id: subscriber.id,
      data: { status: 'confirmed', confirmedAt: new Date().toISOString(), unsubscribedAt: null },
      overrideAccess: true,
    })
  }
  return 'confirmed'
}

/** Whether an address is unsubscribed already (or was never subscribed): its unsubscribe link has nothing to do. */
export async function isUnsubscribed(payload: Payload, email: string): Promise<boolean> {
  const subscriber = await findSubscriber(payload, email.toLowerCase())
  return !subscriber || subscriber.status === 'unsubscribed'
}

/** Unsubscribes an address; an unknown address is simply not subscribed. */
export async function unsubscribe(payload: Payload, email: string): Promise<void> {
  const subscriber = await findSubscriber(payload, email.toLowerCase())
  if (!subscriber || subscriber.status === 'unsubscribed') return
  await payload.update({
    collection: 'newsletter-subscribers',
    id: subscriber.id,
    data: { status: 'unsubscribed', unsubscribedAt: new Date().toISOString() },
    overrideAccess: true,
  })
}
