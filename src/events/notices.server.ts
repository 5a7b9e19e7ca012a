import type { Payload, PayloadRequest } from 'payload'

import { CONTENT_TAGS, expireContent } from '@/cms/hooks/expire-content'
import type { EventRegistration } from '@/cms/payload-types'
import { queueJobs } from '@/database/queue-jobs.server'

/** The job that passes a seat on when its offer's hold is over (./offer-lapse-task.ts). */
export const OFFER_LAPSE_TASK = 'lapseEventOffer'

/** The events' pages show the seats left: every change of a registration renews them. */
export const eventsChanged = () => expireContent(CONTENT_TAGS.events)

/** What follows a new registration, in its transaction. */
export async function announceRegistration(
  payload: Payload,
  registration: EventRegistration,
  req: Partial<PayloadRequest>,
): Promise<void> {
  if (registration.status === 'seat') await announceSeat(payload, registration, req)
}

/** What follows a seat given (registered, an offer taken, staff admitting), in its transaction. */
export async function announceSeat(
  _payload: Payload,
  _registration: EventRegistration,
  _req: Partial<PayloadRequest>,
): Promise<void> {}

/** What follows a seat offered from the waiting list, in its transaction: the job that ends the hold. */
export async function announceOffer(
  payload: Payload,
  registration: EventRegistration,
  req: Partial<PayloadRequest>,
): Promise<void> {
  if (!registration.offerExpiresAt) return
  await queueJobs(
    payload,
    [
      {
        task: OFFER_LAPSE_TASK,
        input: { registration: String(registration.id) },
        waitUntil: new Date(registration.offerExpiresAt),
      },
    ],
    req,
  )
}

/** What follows a cancellation, in its transaction. */
export async function announceCancellation(
  _payload: Payload,
  _registration: EventRegistration,
  _req: Partial<PayloadRequest>,
): Promise<void> {}
