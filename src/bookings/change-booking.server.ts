import type { Payload } from 'payload'

import type { Booking, MeetingType } from '@/cms/payload-types'
import { enqueue } from '@/outbox/enqueue.server'
import { bookingCancellation } from '@/outbox/mails/booking-cancellation'
import { bookingUpdate } from '@/outbox/mails/booking-update'

import { rulesOf, type BookableType } from './availability.server'
import { holdTime, releaseHolds } from './book.server'
import { bookingMailDetails, queueReminders } from './booking-notices.server'
import { isUniqueViolation } from './hold-cells'
import { freeSlotAt } from './slots.server'

export type ChangeOutcome = { kind: 'done'; booking: Booking } | { kind: 'taken' } | { kind: 'not-open' }

const idOf = (value: number | { id: number }) => (typeof value === 'object' ? value.id : value)

async function bookingOf(payload: Payload, id: number): Promise<Booking | null> {
  const booking = await payload.findByID({
    collection: 'bookings',
    id,
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
  })
  return booking && booking.status === 'booked' ? booking : null
}

/** Cancels a booked meeting: its time is free again, and both sides get the invitation's cancellation. */
export async function cancelBooking(payload: Payload, id: number, by: 'visitor' | 'staff'): Promise<ChangeOutcome> {
  const booking = await bookingOf(payload, id)
  if (!booking) return { kind: 'not-open' }
  const cancelled = await payload.update({
    collection: 'bookings',
    id,
    data: { status: 'cancelled', sequence: (booking.sequence ?? 0) + 1 },
    depth: 0,
    overrideAccess: true,
  })
  await releaseHolds(payload, id)
  const details = await bookingMailDetails(payload, cancelled)
  await enqueue(payload, bookingCancellation(details, 'visitor', by))
  await enqueue(payload, bookingCancellation(details, 'counsellor', by))
  return { kind: 'done', booking: cancelled }
}

/**
 * Moves a booked meeting to another free time: with its counsellor when they are free then, else with another
 * counsellor free then. The new time is held before the old one is let go, so a failure leaves the meeting where it was;
 * the invitation keeps its UID and raises its sequence, and both sides are told.
 */
export async function moveBooking(
  payload: Payload,
  id: number,
  start: number,
  now = Date.now(),
): Promise<ChangeOutcome> {
  const booking = await bookingOf(payload, id)
  if (!booking) return { kind: 'not-open' }
  const type = await payload.findByID({
    collection: 'meeting-types',
    id: idOf(booking.meetingType),
    depth: 0,
    overrideAccess: true,
  })
  const bookable: BookableType = {
    id: type.id,
    slug: type.slug,
    name: type.name,
    mode: type.mode,
    rules: rulesOf(type as MeetingType),
  }
  const counsellor = idOf(booking.counsellor)
  const { slot } = await freeSlotAt(payload, { type: bookable, start, now, include: counsellor })
  if (!slot) return { kind: 'taken' }
  const candidates = [...new Set([counsellor, ...slot.counsellors])].filter((id) => slot.counsellors.includes(id))
  const previous = { start: new Date(booking.start) }
  for (const next of candidates) {
    try {
      await holdTime(payload, -id, next, start, slot.end, bookable)
    } catch (error) {
      await payload.delete({ collection: 'booking-holds', where: { booking: { equals: -id } }, overrideAccess: true })
      if (isUniqueViolation(error)) continue
      throw error
    }
    await releaseHolds(payload, id)
    await payload.update({
      collection: 'booking-holds',
      where: { booking: { equals: -id } },
      data: { booking: id },
      overrideAccess: true,
    })
    const moved = await payload.update({
      collection: 'bookings',
      id,
      data: {
        start: new Date(start).toISOString(),
        end: new Date(slot.end).toISOString(),
        counsellor: next,
        sequence: (booking.sequence ?? 0) + 1,
      },
      depth: 0,
      overrideAccess: true,
    })
    const details = await bookingMailDetails(payload, moved)
    await enqueue(payload, bookingUpdate(details, previous, 'visitor'))
    await enqueue(payload, bookingUpdate(details, previous, 'counsellor'))
    await queueReminders(payload, moved)
    return { kind: 'done', booking: moved }
  }
  return { kind: 'taken' }
}
