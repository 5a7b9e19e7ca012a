import type { Payload } from 'payload'

import type { Event, EventRegistration } from '@/cms/payload-types'

export type CheckInEvent = Pick<Event, 'id' | 'title' | 'start' | 'end' | 'capacity' | 'kind'>

/** The events a check-in list may be opened for: those of the last 30 days and to come, soonest first. */
export async function checkInEvents(payload: Payload, now = Date.now()): Promise<CheckInEvent[]> {
  const { docs } = await payload.find({
    collection: 'events',
    where: { end: { greater_than: new Date(now - 30 * 24 * 60 * 60 * 1000).toISOString() } },
    sort: 'start',
    pagination: false,
    depth: 0,
    select: { title: true, start: true, end: true, capacity: true, kind: true },
    overrideAccess: true,
  })
  return docs as CheckInEvent[]
}

export type CheckInList = {
  event: CheckInEvent
  /** Seat holders first (by name), then those offered a seat, then the waiting list in its order. */
  rows: EventRegistration[]
  counts: { seats: number; attended: number; waiting: number; offered: number }
}

const ORDER = { seat: 0, offered: 1, waiting: 2, cancelled: 3 } as const

/** An event's registrations for the check-in list, those not cancelled, whose name holds `q` when given. */
export async function checkInList(payload: Payload, eventId: number, q: string): Promise<CheckInList | null> {
  const event = await payload.findByID({
    collection: 'events',
    id: eventId,
    depth: 0,
    select: { title: true, start: true, end: true, capacity: true, kind: true },
    overrideAccess: true,
    disableErrors: true,
  })
  if (!event) return null
  const { docs } = await payload.find({
    collection: 'event-registrations',
    where: { and: [{ event: { equals: eventId } }, { status: { not_equals: 'cancelled' } }] },
    sort: ['queueOrder', 'id'],
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  const counts = {
    seats: docs.filter((doc) => doc.status === 'seat').length,
    attended: docs.filter((doc) => doc.attended).length,
    waiting: docs.filter((doc) => doc.status === 'waiting').length,
    offered: docs.filter((doc) => doc.status === 'offered').length,
  }
  const needle = q.trim().toLowerCase()
  const rows = docs
    .filter((doc) => !needle || doc.name.toLowerCase().includes(needle) || doc.email.includes(needle))
    .sort((a, b) => ORDER[a.status] - ORDER[b.status] || (a.status === 'seat' ? a.name.localeCompare(b.name) : 0))
  return { event: event as CheckInEvent, rows, counts }
}
