import { randomBytes, randomInt } from 'node:crypto'

import type { Payload, PayloadRequest } from 'payload'

import type { Event, EventRegistration } from '@/cms/payload-types'

/** How long a seat offered to the first on the waiting list is held for them before it passes on. */
export const OFFER_HOLD_MS = 24 * 60 * 60 * 1000

/** The secret of a registration's links (cancel, take an offered seat). */
export const newRegistrationToken = () => randomBytes(24).toString('base64url')

/** The statuses that hold a numbered seat. */
export const HOLDS_A_SEAT = ['seat', 'offered'] as const

export type SeatMap = { taken: Set<number>; seated: number }

/** The seat numbers an event's registrations hold now, and how many hold one. */
export async function seatMap(payload: Payload, event: number, req?: Partial<PayloadRequest>): Promise<SeatMap> {
  const { docs } = await payload.find({
    collection: 'event-registrations',
    where: { and: [{ event: { equals: event } }, { status: { in: [...HOLDS_A_SEAT] } }] },
    select: { seat: true },
    pagination: false,
    depth: 0,
    overrideAccess: true,
    req,
  })
  return {
    taken: new Set(docs.flatMap((doc) => (typeof doc.seat === 'number' ? [doc.seat] : []))),
    seated: docs.length,
  }
}

/**
 * A free seat number from 1 to the capacity, picked at random among the free ones so that visitors registering at
 * once mostly try different seats; undefined when the event is full. Staff admitting beyond the capacity (a seat
 * above it) still count against it.
 */
export function freeSeat(capacity: number, { taken, seated }: SeatMap): number | undefined {
  if (seated >= capacity) return undefined
  const free: number[] = []
  for (let seat = 1; seat <= capacity; seat++) if (!taken.has(seat)) free.push(seat)
  return free.length ? free[randomInt(free.length)] : undefined
}

/** How many seats are left: none for a full event, null for one without a limit. */
export const seatsLeft = (capacity: number | null | undefined, map: SeatMap): number | null =>
  typeof capacity === 'number' ? Math.max(0, capacity - map.seated) : null

/** The waiting list of an event, first in line first. */
export async function waitingList(
  payload: Payload,
  event: number,
  req?: Partial<PayloadRequest>,
): Promise<EventRegistration[]> {
  const { docs } = await payload.find({
    collection: 'event-registrations',
    where: { and: [{ event: { equals: event } }, { status: { equals: 'waiting' } }] },
    sort: ['queueOrder', 'id'],
    pagination: false,
    depth: 0,
    overrideAccess: true,
    req,
  })
  return docs
}

/** A registration's place on its event's waiting list (1 for the first), or undefined when it is not waiting. */
export async function waitingPlace(
  payload: Payload,
  registration: EventRegistration,
  req?: Partial<PayloadRequest>,
): Promise<number | undefined> {
  if (registration.status !== 'waiting') return undefined
  const list = await waitingList(payload, eventId(registration.event), req)
  const index = list.findIndex((doc) => doc.id === registration.id)
  return index === -1 ? undefined : index + 1
}

export const eventId = (event: number | Event): number => (typeof event === 'object' ? event.id : event)
