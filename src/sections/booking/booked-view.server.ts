import type { MeetingWay } from '@/outbox/mails/booking-mail-parts'
import { bookingMailDetails } from '@/bookings/booking-notices.server'
import { readManageToken } from '@/bookings/tokens.server'
import { payloadClient } from '@/payload/payload.server'

import { parseTimeZone } from './booking-times'

export type BookedView =
  | { kind: 'invalid' }
  | { kind: 'cancelled' }
  | {
      kind: 'booked'
      start: number
      end: number
      /** The zone the visitor booked in, else the office's. */
      visitorZone: string
      officeZone: string
      name: string
      email: string
      /** The counsellor's name; null when their record has none (their address is never shown). */
      counsellor: string | null
      way: MeetingWay
    }

/**
 * What /book/booked shows for its token: the booking it names, read as its mails are (the same counsellor, the same
 * way of meeting); nothing when the token is not genuine or has expired (at the meeting's start).
 */
export async function bookedView(token: unknown, now = Date.now()): Promise<BookedView> {
  const claim = readManageToken(token, now)
  if (!claim) return { kind: 'invalid' }
  const payload = await payloadClient()
  const booking = await payload.findByID({
    collection: 'bookings',
    id: claim.booking,
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
  })
  if (!booking) return { kind: 'invalid' }
  if (booking.status === 'cancelled') return { kind: 'cancelled' }
  const details = await bookingMailDetails(payload, booking)
  const officeZone = details.consultancy.timeZone
  return {
    kind: 'booked',
    start: details.start.getTime(),
    end: details.end.getTime(),
    visitorZone: parseTimeZone(booking.visitorTimeZone) ?? officeZone,
    officeZone,
    name: booking.name,
    email: booking.email,
    counsellor:
      details.counsellor.name && details.counsellor.name !== details.counsellor.email ? details.counsellor.name : null,
    way: details.way,
  }
}
