import type { Payload, PayloadRequest } from 'payload'

import { eq } from 'drizzle-orm'

import { localDay } from '@/calendar/working-time'
import { drizzleTable } from '@/database/drizzle-table.server'
import type { User } from '@/cms/payload-types'

import { storedDay } from '@/cms/globals/site-settings/follow-up-settings.server'
import { nextInRotation } from './rotation'

type Counsellor = Pick<User, 'id' | 'leadShare' | 'rotationPass' | 'leave'>

const onLeave = (counsellor: Counsellor, day: string) =>
  (counsellor.leave ?? []).some((leave) => storedDay(leave.from) <= day && day <= storedDay(leave.until))

/** The counsellors who take new leads and are not on leave on the office's day of `now`. */
export async function counsellorsInRotation(
  payload: Payload,
  { now, timeZone, req }: { now: Date; timeZone: string; req?: Partial<PayloadRequest> },
): Promise<Counsellor[]> {
  const { docs } = await payload.find({
    collection: 'users',
    where: { and: [{ role: { equals: 'counsellor' } }, { takesNewLeads: { not_equals: false } }] },
    select: { leadShare: true, rotationPass: true, leave: true },
    pagination: false,
    depth: 0,
    overrideAccess: true,
    req,
  })
  const day = localDay(now, timeZone)
  return (docs as Counsellor[]).filter((counsellor) => !onLeave(counsellor, day))
}

/**
 * Gives the next turn of the rotation to one of the counsellors in it (all of them, or those `among` accepts, such
 * as the ones free at a booking's time) and records it. The one rule for leads and bookings (docs/decisions/0127).
 * Null when nobody can take it.
 */
export async function takeTurn(
  payload: Payload,
  {
    now,
    timeZone,
    among,
    req,
  }: { now: Date; timeZone: string; among?: (id: number) => boolean; req?: Partial<PayloadRequest> },
): Promise<number | null> {
  const counsellors = (await counsellorsInRotation(payload, { now, timeZone, req })).filter(
    (counsellor) => !among || among(counsellor.id),
  )
  const next = nextInRotation(
    counsellors.map((counsellor) => ({
      id: counsellor.id,
      share: counsellor.leadShare || 1,
      pass: counsellor.rotationPass ?? 0,
    })),
  )
  if (!next) return null
  // One statement on the column alone: an update of the whole staff record would rewrite its arrays (hours, leave),
  // and two turns taken at once would collide there.
  const { drizzle, table } = drizzleTable(payload, 'users')
  await drizzle.update(table).set({ rotationPass: next.pass }).where(eq(table.id, next.id))
  return next.id
}
