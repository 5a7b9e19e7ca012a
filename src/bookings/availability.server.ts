import type { Payload, PayloadRequest } from 'payload'

import { addDays } from '@/calendar/working-time'
import { storedDay } from '@/cms/globals/site-settings/follow-up-settings.server'
import type { MeetingType, User } from '@/cms/payload-types'

import type { BookedTime, CounsellorAvailability, MeetingRules } from './free-slots'

export type BookableType = Pick<MeetingType, 'id' | 'slug' | 'name' | 'mode'> & { rules: MeetingRules }

const MINUTE = 60_000

export const rulesOf = (type: MeetingType): MeetingRules => ({
  durationMinutes: type.durationMinutes,
  bufferBeforeMinutes: type.bufferBeforeMinutes ?? 0,
  bufferAfterMinutes: type.bufferAfterMinutes ?? 0,
  minimumNoticeMinutes: type.minimumNoticeMinutes,
  horizonDays: type.horizonDays,
  dailyCap: type.dailyCap ?? null,
})

/** The meeting type a visitor asks for by its slug, when it is offered. */
export async function activeMeetingType(
  payload: Payload,
  slug: string,
  req?: Partial<PayloadRequest>,
): Promise<BookableType | null> {
  const { docs } = await payload.find({
    collection: 'meeting-types',
    where: { and: [{ slug: { equals: slug } }, { active: { not_equals: false } }] },
    limit: 1,
    depth: 0,
    overrideAccess: true,
    req,
  })
  const type = docs[0]
  return type ? { id: type.id, slug: type.slug, name: type.name, mode: type.mode, rules: rulesOf(type) } : null
}

/** The days of each leave, from and until included. */
function leaveDays(leave: User['leave']): string[] {
  return (leave ?? []).flatMap(({ from, until }) => {
    const days: string[] = []
    for (let day = storedDay(from); day <= storedDay(until) && days.length < 400; day = addDays(day, 1)) days.push(day)
    return days
  })
}

/**
 * The counsellors visitors can book: those who take new leads (the rotation's), and `include` (a lead's own counsellor)
 * whatever their setting, each with their weekly hours, leave and changes.
 */
export async function bookableCounsellors(
  payload: Payload,
  { include, req }: { include?: number; req?: Partial<PayloadRequest> } = {},
): Promise<CounsellorAvailability[]> {
  const { docs } = await payload.find({
    collection: 'users',
    where: {
      and: [
        { role: { equals: 'counsellor' } },
        {
          or: [
            { takesNewLeads: { not_equals: false } },
            ...(include === undefined ? [] : [{ id: { equals: include } }]),
          ],
        },
      ],
    },
    select: { timeZone: true, weeklyHours: true, exceptions: true, leave: true },
    pagination: false,
    depth: 0,
    overrideAccess: true,
    req,
  })
  return (docs as User[]).map((user) => ({
    id: user.id,
    timeZone: user.timeZone || 'Asia/Kolkata',
    weeklyHours: user.weeklyHours ?? [],
    leaveDays: leaveDays(user.leave),
    exceptions: (user.exceptions ?? []).map((exception) => ({
      date: storedDay(exception.date),
      kind: exception.kind,
      ...(exception.from ? { from: exception.from } : {}),
      ...(exception.until ? { until: exception.until } : {}),
    })),
  }))
}

/** The booked meetings that reach into [from, to), with the buffers of their meeting type. */
export async function bookedBetween(
  payload: Payload,
  from: number,
  to: number,
  req?: Partial<PayloadRequest>,
): Promise<BookedTime[]> {
  // A day either side covers any buffer.
  const { docs } = await payload.find({
    collection: 'bookings',
    where: {
      and: [
        { status: { equals: 'booked' } },
        { start: { less_than: new Date(to + 24 * 60 * MINUTE).toISOString() } },
        { end: { greater_than: new Date(from - 24 * 60 * MINUTE).toISOString() } },
      ],
    },
    pagination: false,
    depth: 1,
    overrideAccess: true,
    req,
  })
  return docs.map((booking) => {
    const type = typeof booking.meetingType === 'object' ? booking.meetingType : null
    return {
      counsellor: typeof booking.counsellor === 'object' ? booking.counsellor.id : booking.counsellor,
      start: Date.parse(booking.start),
      end: Date.parse(booking.end),
      bufferBefore: type?.bufferBeforeMinutes ?? 0,
      bufferAfter: type?.bufferAfterMinutes ?? 0,
    }
  })
}
