import type { Payload, PayloadRequest } from 'payload'

import { isUniqueViolation } from '@/bookings/hold-cells'
import type { Event, EventRegistration } from '@/cms/payload-types'
import { inTransaction } from '@/database/transaction.server'

import { announceRegistration, eventsChanged } from './notices.server'
import { eventId, freeSeat, newRegistrationToken, seatMap, waitingList, waitingPlace } from './seats.server'
import { offerFreedSeats } from './waiting-list.server'

export type Registrant = {
  name: string
  email: string
  contactNumber: string
  answers: { question: string; answer: string }[]
}
export type LeadRef = { collection: 'enquiries' | 'consultations'; id: number }

export type RegistrationOutcome =
  | { kind: 'seat'; registration: EventRegistration; again: boolean }
  | { kind: 'waiting'; registration: EventRegistration; place: number; again: boolean }
  | { kind: 'closed' }
  /** No seat, and the visitor asked not to wait: nothing was stored. */
  | { kind: 'full' }

/** Whether visitors may still register: the event goes ahead and has not begun. */
export const registrationOpen = (event: Pick<Event, 'cancelled' | 'start'>, now: number) =>
  !event.cancelled && Date.parse(event.start) > now

/**
 * Registers a visitor for an event (docs/decisions/0172). A seat is a number from 1 to the capacity, and the pair
 * (event, seat) is unique in the database: visitors registering at once each try a free number, and one whose number
 * another has just taken tries again with the numbers left, so no more registrations than seats are ever stored. When
 * none is left, or others already wait, the visitor joins the waiting list (unless they asked not to). An address already registered is
 * answered with its registration, not given a second seat.
 */
export async function registerForEvent(
  payload: Payload,
  {
    event,
    registrant,
    lead,
    waitIfFull = true,
    now = Date.now(),
  }: { event: Event; registrant: Registrant; lead?: LeadRef; waitIfFull?: boolean; now?: number },
): Promise<RegistrationOutcome> {
  if (!registrationOpen(event, now)) return { kind: 'closed' }
  const email = registrant.email.toLowerCase()
  const before = await earlierRegistration(payload, event.id, email)
  if (before) return outcomeOf(payload, before, true)

  const data = {
    ...registrant,
    email,
    event: event.id,
    ...(lead ? { lead: { relationTo: lead.collection, value: lead.id } } : {}),
  }
  const capacity = event.capacity
  if (typeof capacity !== 'number') return outcomeOf(payload, await store(payload, { ...data, status: 'seat' }), false)

  for (;;) {
    const map = await seatMap(payload, event.id)
    const othersWait = (await waitingList(payload, event.id)).length > 0
    const seat = othersWait ? undefined : freeSeat(capacity, map)
    if (seat === undefined) {
      if (!waitIfFull) return { kind: 'full' }
      const registration = await store(payload, { ...data, status: 'waiting', queueOrder: now })
      // Seats left while people wait (the capacity was raised, an offer is being made): the first in line gets one.
      if (map.seated < capacity) await offerFreedSeats(payload, event.id, now)
      return outcomeOf(payload, registration, false)
    }
    try {
      return outcomeOf(payload, await store(payload, { ...data, status: 'seat', seat }), false)
    } catch (error) {
      if (!isUniqueViolation(error)) throw error
    }
  }
}

type NewRegistration = Omit<EventRegistration, 'id' | 'createdAt' | 'updatedAt' | 'token'>

/** Stores a registration and its mail and reminders in one transaction (PostgreSQL; SQLite commits each write). */
async function store(payload: Payload, data: NewRegistration): Promise<EventRegistration> {
  const registration = await inTransaction(payload, async (req: Partial<PayloadRequest>) => {
    const created = await payload.create({
      collection: 'event-registrations',
      data: { ...data, token: newRegistrationToken() },
      depth: 0,
      overrideAccess: true,
      req,
    })
    await announceRegistration(payload, created, req)
    return created
  })
  eventsChanged()
  return registration
}

async function earlierRegistration(payload: Payload, event: number, email: string) {
  const { docs } = await payload.find({
    collection: 'event-registrations',
    where: {
      and: [{ event: { equals: event } }, { email: { equals: email } }, { status: { not_equals: 'cancelled' } }],
    },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  return docs[0]
}

async function outcomeOf(
  payload: Payload,
  registration: EventRegistration,
  again: boolean,
): Promise<RegistrationOutcome> {
  if (registration.status !== 'waiting') return { kind: 'seat', registration, again }
  const place =
    (await waitingPlace(payload, registration)) ?? (await waitingList(payload, eventId(registration.event))).length
  return { kind: 'waiting', registration, place, again }
}
