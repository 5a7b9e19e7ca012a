import type { Payload } from 'payload'

import { addDays, localDay } from '@/calendar/working-time'

import type { Booking, MeetingType, User } from '../../payload-types'

export const AGENDA_DAYS = 7

export type AgendaEntry = {
  id: number
  start: string
  end: string
  status: Booking['status']
  visitor: string
  meeting: string
  counsellor: string
  counsellorId: number
  lead?: { collection: 'enquiries' | 'consultations'; id: number }
}

/**
 * The booked meetings from today for AGENDA_DAYS days (days in the office's zone), as the signed-in staff member may
 * see them: a counsellor their own (the bookings' access), an admin everyone's or one counsellor's.
 */
export async function agenda(
  payload: Payload,
  { user, timeZone, counsellor, now = new Date() }: { user: User; timeZone: string; counsellor?: number; now?: Date },
): Promise<{ days: { day: string; entries: AgendaEntry[] }[] }> {
  const today = localDay(now, timeZone)
  const from = Date.parse(`${addDays(today, -1)}T00:00:00Z`)
  const to = Date.parse(`${addDays(today, AGENDA_DAYS + 1)}T00:00:00Z`)
  const { docs } = await payload.find({
    collection: 'bookings',
    where: {
      and: [
        { start: { greater_than_equal: new Date(from).toISOString() } },
        { start: { less_than: new Date(to).toISOString() } },
        ...(counsellor ? [{ counsellor: { equals: counsellor } }] : []),
      ],
    },
    sort: 'start',
    depth: 1,
    pagination: false,
    overrideAccess: false,
    user: { ...user, collection: 'users' },
  })
  const days = Array.from({ length: AGENDA_DAYS }, (_, offset) => addDays(today, offset))
  const entries = docs.map((booking): AgendaEntry => {
    const staff = booking.counsellor as User
    const lead = booking.lead
    return {
      id: booking.id,
      start: booking.start,
      end: booking.end,
      status: booking.status,
      visitor: booking.name,
      meeting: (booking.meetingType as MeetingType).name,
      counsellor: staff.name || staff.email,
      counsellorId: staff.id,
      ...(lead
        ? { lead: { collection: lead.relationTo, id: typeof lead.value === 'object' ? lead.value.id : lead.value } }
        : {}),
    }
  })
  return {
    days: days.map((day) => ({
      day,
      entries: entries.filter((entry) => localDay(new Date(entry.start), timeZone) === day),
    })),
  }
}
