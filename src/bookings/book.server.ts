import type { Payload } from 'payload'

import { takeTurn } from '@/assignment/take-turn.server'
import type { Booking } from '@/cms/payload-types'

import type { BookableType } from './availability.server'
import { holdCells, isUniqueViolation } from './hold-cells'
import { freeSlotAt } from './slots.server'

export type Visitor = { name: string; email: string; contactNumber: string }
export type LeadRef = { collection: 'enquiries' | 'consultations'; id: number; assignee?: number | null }

export type BookingOutcome = { kind: 'booked'; booking: Booking } | { kind: 'taken' }

/**
 * Books `start` for the visitor (docs/decisions/0129): the time must still be free; the lead's own counsellor takes
 * it when free then, else the rotation's next among those free. The meeting's cells are held under a unique key, so
 * when visitors take the same time at once each commit gets another counsellor, and those left over are told the
 * time is gone.
 */
export async function bookMeeting(
  payload: Payload,
  {
    type,
    start,
    visitor,
    visitorTimeZone,
    lead,
    now = Date.now(),
  }: { type: BookableType; start: number; visitor: Visitor; visitorTimeZone?: string; lead?: LeadRef; now?: number },
): Promise<BookingOutcome> {
  const assignee = lead?.assignee ?? undefined
  const { timeZone, slot } = await freeSlotAt(payload, { type, start, now, include: assignee })
  if (!slot) return { kind: 'taken' }
  const free = new Set(slot.counsellors)
  while (free.size > 0) {
    const counsellor =
      assignee !== undefined && free.has(assignee)
        ? assignee
        : ((await takeTurn(payload, { now: new Date(now), timeZone, among: (id) => free.has(id) })) ?? [...free][0]!)
    const booking = await reserve(payload, { type, start, end: slot.end, counsellor, visitor, visitorTimeZone, lead })
    if (booking) return { kind: 'booked', booking }
    free.delete(counsellor)
  }
  return { kind: 'taken' }
}

/** Writes the booking and holds its cells; undoes both and answers null when another booking holds one of them. */
async function reserve(
  payload: Payload,
  {
    type,
    start,
    end,
    counsellor,
    visitor,
    visitorTimeZone,
    lead,
  }: {
    type: BookableType
    start: number
    end: number
    counsellor: number
    visitor: Visitor
    visitorTimeZone?: string
    lead?: LeadRef
  },
): Promise<Booking | null> {
  const booking = await payload.create({
    collection: 'bookings',
    data: {
      start: new Date(start).toISOString(),
      end: new Date(end).toISOString(),
      status: 'booked',
      counsellor,
      meetingType: type.id,
      ...visitor,
      ...(visitorTimeZone ? { visitorTimeZone } : {}),
      ...(lead ? { lead: { relationTo: lead.collection, value: lead.id } } : {}),
    },
    depth: 0,
    overrideAccess: true,
  })
  try {
    await holdTime(payload, booking.id, counsellor, start, end, type)
    return booking
  } catch (error) {
    await releaseHolds(payload, booking.id)
    await payload.delete({ collection: 'bookings', id: booking.id, overrideAccess: true })
    if (isUniqueViolation(error)) return null
    throw error
  }
}

export async function holdTime(
  payload: Payload,
  booking: number,
  counsellor: number,
  start: number,
  end: number,
  type: BookableType,
): Promise<void> {
  for (const cell of holdCells(start, end, type.rules.bufferBeforeMinutes, type.rules.bufferAfterMinutes)) {
    await payload.create({ collection: 'booking-holds', data: { counsellor, cell, booking }, overrideAccess: true })
  }
}

export async function releaseHolds(payload: Payload, booking: number): Promise<void> {
  await payload.delete({ collection: 'booking-holds', where: { booking: { equals: booking } }, overrideAccess: true })
}
