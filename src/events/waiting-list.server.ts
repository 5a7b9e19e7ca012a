import type { Payload, PayloadRequest } from 'payload'

import { isUniqueViolation } from '@/bookings/hold-cells'
import type { EventRegistration } from '@/cms/payload-types'
import { inTransaction } from '@/database/transaction.server'

import { announceOffer, announceSeat, eventsChanged } from './notices.server'
import { eventId, freeSeat, OFFER_HOLD_MS, seatMap, waitingList } from './seats.server'

const readEvent = (payload: Payload, id: number) =>
  payload.findByID({ collection: 'events', id, depth: 0, overrideAccess: true, draft: false })

async function update(
  payload: Payload,
  registration: EventRegistration,
  data: Partial<EventRegistration>,
  notify?: (updated: EventRegistration, req: Partial<PayloadRequest>) => Promise<void>,
): Promise<EventRegistration> {
  const updated = await inTransaction(payload, async (req) => {
    const doc = await payload.update({
      collection: 'event-registrations',
      id: registration.id,
      data,
      depth: 0,
      overrideAccess: true,
      req,
    })
    await notify?.(doc, req)
    return doc
  })
  eventsChanged()
  return updated
}

/**
 * Offers the event's free seats to the first on its waiting list, one each (docs/decisions/0172): the seat is theirs
 * to take for OFFER_HOLD_MS, and counted as taken meanwhile; they are mailed, and a job passes it on when the time is
 * up. A seat another process takes first is simply not offered.
 */
export async function offerFreedSeats(payload: Payload, event: number, now = Date.now()): Promise<number> {
  const { capacity, cancelled } = await readEvent(payload, event)
  if (typeof capacity !== 'number' || cancelled) return 0
  let offered = 0
  for (;;) {
    const [first] = await waitingList(payload, event)
    const seat = first && freeSeat(capacity, await seatMap(payload, event))
    if (!first || seat === undefined) return offered
    const offerExpiresAt = new Date(now + OFFER_HOLD_MS).toISOString()
    try {
      await update(payload, first, { status: 'offered', seat, offerExpiresAt }, (doc, req) =>
        announceOffer(payload, doc, req),
      )
      offered += 1
    } catch (error) {
      if (!isUniqueViolation(error)) throw error
    }
  }
}

export type OfferAnswer = { kind: 'accepted'; registration: EventRegistration } | { kind: 'lapsed' | 'unknown' }

/** The visitor takes the seat offered to them, while it is still held; a lapsed offer passes the seat on. */
export async function acceptOffer(payload: Payload, token: string, now = Date.now()): Promise<OfferAnswer> {
  const registration = await byToken(payload, token)
  if (!registration) return { kind: 'unknown' }
  if (registration.status === 'seat') return { kind: 'accepted', registration }
  if (registration.status !== 'offered') return { kind: 'lapsed' }
  if (Date.parse(registration.offerExpiresAt ?? '') <= now) {
    await lapseOffer(payload, registration.id, now)
    return { kind: 'lapsed' }
  }
  const updated = await update(payload, registration, { status: 'seat', offerExpiresAt: null }, (doc, req) =>
    announceSeat(payload, doc, req),
  )
  return { kind: 'accepted', registration: updated }
}

/**
 * Ends an offer whose hold is over (what the offer's job runs): the registration is cancelled and its seat offered
 * to the next in line. An offer taken, or given a longer hold, is left alone.
 */
export async function lapseOffer(payload: Payload, id: number, now = Date.now()): Promise<boolean> {
  const registration = await payload.findByID({
    collection: 'event-registrations',
    id,
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
  })
  if (!registration || registration.status !== 'offered') return false
  if (Date.parse(registration.offerExpiresAt ?? '') > now) return false
  await update(payload, registration, { status: 'cancelled', seat: null, offerExpiresAt: null })
  await offerFreedSeats(payload, eventId(registration.event), now)
  return true
}

/** Staff put someone waiting first in line, ahead of everyone else on the list. */
export async function moveToFront(payload: Payload, id: number): Promise<EventRegistration> {
  const registration = await payload.findByID({ collection: 'event-registrations', id, depth: 0, overrideAccess: true })
  if (registration.status !== 'waiting') return registration
  const [first] = await waitingList(payload, eventId(registration.event))
  if (!first || first.id === registration.id) return registration
  return update(payload, registration, { queueOrder: (first.queueOrder ?? 0) - 1 })
}

/**
 * Staff give someone waiting (or offered, or cancelled) a seat at once: a free one when there is one, else a seat
 * above the capacity, which staff may grant and the site never does. The visitor is mailed their confirmation.
 */
export async function admit(payload: Payload, id: number): Promise<EventRegistration> {
  const registration = await payload.findByID({ collection: 'event-registrations', id, depth: 0, overrideAccess: true })
  if (registration.status === 'seat') return registration
  const event = await readEvent(payload, eventId(registration.event))
  for (;;) {
    const map = await seatMap(payload, event.id)
    const capacity = event.capacity
    let seat: number | null = null
    if (typeof capacity === 'number') {
      seat = registration.status === 'offered' && registration.seat ? registration.seat : (freeSeat(capacity, map) ?? 0)
      // Beyond the capacity: the lowest number above it that nobody holds.
      for (let beyond = capacity + 1; !seat; beyond++) if (!map.taken.has(beyond)) seat = beyond
    }
    try {
      return await update(payload, registration, { status: 'seat', seat, offerExpiresAt: null }, (doc, req) =>
        announceSeat(payload, doc, req),
      )
    } catch (error) {
      if (!isUniqueViolation(error)) throw error
    }
  }
}

export async function byToken(payload: Payload, token: string): Promise<EventRegistration | undefined> {
  if (!token || token.length > 100) return undefined
  const { docs } = await payload.find({
    collection: 'event-registrations',
    where: { token: { equals: token } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  return docs[0]
}
