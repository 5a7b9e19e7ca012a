import type { Payload } from 'payload'

import type { EventRegistration } from '@/cms/payload-types'
import { inTransaction } from '@/database/transaction.server'

import { announceCancellation, eventsChanged } from './notices.server'
import { eventId } from './seats.server'
import { byToken, offerFreedSeats } from './waiting-list.server'

export type CancelOutcome = { kind: 'cancelled'; registration: EventRegistration } | { kind: 'already' | 'unknown' }

/**
 * The visitor cancels from their mail's link: the registration is cancelled and mailed as such, and a seat it held
 * goes to the first on the waiting list (docs/decisions/0172).
 */
export async function cancelRegistration(payload: Payload, token: string, now = Date.now()): Promise<CancelOutcome> {
  const registration = await byToken(payload, token)
  if (!registration) return { kind: 'unknown' }
  if (registration.status === 'cancelled') return { kind: 'already' }
  const heldSeat = registration.status === 'seat' || registration.status === 'offered'
  const cancelled = await inTransaction(payload, async (req) => {
    const doc = await payload.update({
      collection: 'event-registrations',
      id: registration.id,
      data: { status: 'cancelled', seat: null, offerExpiresAt: null },
      depth: 0,
      overrideAccess: true,
      req,
    })
    await announceCancellation(payload, doc, req, { hadSeat: registration.status === 'seat' })
    return doc
  })
  eventsChanged()
  if (heldSeat) await offerFreedSeats(payload, eventId(registration.event), now)
  return { kind: 'cancelled', registration: cancelled }
}
