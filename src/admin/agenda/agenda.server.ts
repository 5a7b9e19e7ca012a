import type { Payload } from 'payload'

import { addDays, localDay } from '@/calendar/working-time'

import type { Booking, MeetingType, User } from '@/cms/payload-types'

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
 * The booked meetings of the given days (YYYY-MM-DD, consecutive, in the office's zone), as the signed-in staff member
 * may see them: a counsellor their own (the bookings' access), an admin everyone's or one counsellor's.
 */
export async function agenda(
  payload: Payload,
  { user, timeZone, counsellor, days }: { user: User; timeZone: string; counsellor?: number; days: readonly string[] },
): Promise<{ days: { day: string; entries: AgendaEntry[] }[] }> {
  // A day longer on each side than asked: the zone's days do not start at midnight UTC.
  const from = Date.parse(`${addDays(days[0]!, -1)}T00:00:00Z`)
  const to = Date.parse(`${addDays(days.at(-1)!, 2)}T00:00:00Z`)
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
