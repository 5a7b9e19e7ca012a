import type { CollectionAfterChangeHook } from 'payload'

import type { Event } from '@/cms/payload-types'
import { enqueue } from '@/outbox/enqueue.server'
import { eventCancellation } from '@/outbox/mails/event-cancellation'
import { eventConfirmation } from '@/outbox/mails/event-confirmation'

import { eventMailDetails, queueEventJobs } from './notices.server'

/**
 * When a published event moves or is called off (its calendar revision rose, decision 0172), everyone with a seat is
 * mailed: the invitation again under the same UID, with the new time or place, and new reminders; or its
 * cancellation, which removes it from their calendar. The reminders queued for the old time find it changed and send
 * nothing.
 */
export const announceEventChange: CollectionAfterChangeHook<Event> = async ({ doc, previousDoc, req, operation }) => {
  if (operation !== 'update' || doc._status !== 'published') return doc
  if ((doc.sequence ?? 0) <= (previousDoc?.sequence ?? 0)) return doc
  const { payload } = req
  const { docs } = await payload.find({
    collection: 'event-registrations',
    where: { and: [{ event: { equals: doc.id } }, { status: { equals: 'seat' } }] },
    pagination: false,
    depth: 0,
    overrideAccess: true,
    req,
  })
  for (const registration of docs) {
    const details = await eventMailDetails(payload, registration, req, doc)
    if (doc.cancelled) {
      await enqueue(payload, eventCancellation(details, { hadSeat: true, calledOff: true }), req)
    } else {
      await enqueue(payload, eventConfirmation(details, { updated: true }), req)
      await queueEventJobs(payload, registration, doc, req)
    }
  }
  return doc
}
