import type { Payload, Where } from 'payload'

import type { User } from '@/cms/payload-types'
import { DESTINATION_CODES, type Destination } from '@/schema/destinations'
import { isIntake } from '@/schema/intake'
import type { BoardRow } from './board-cards'

type Staff = User & { collection: 'users' }

/** The board's filters, from its address: each empty when not chosen or not valid. */
export type BoardFilters = { intake: string; country: Destination | ''; counsellor: number | null }

const first = (value: unknown) => (Array.isArray(value) ? value[0] : value)

export function boardFilters(searchParams: Record<string, unknown> | undefined, admin: boolean): BoardFilters {
  const intake = first(searchParams?.intake)
  const country = first(searchParams?.country)
  const counsellor = Number(first(searchParams?.counsellor))
  return {
    intake: isIntake(intake) ? intake : '',
    country: DESTINATION_CODES.includes(country as Destination) ? (country as Destination) : '',
    // Only an admin chooses whose students: a counsellor's board holds hers only.
    counsellor: admin && Number.isInteger(counsellor) && counsellor > 0 ? counsellor : null,
  }
}

/**
 * The applications the signed-in member of staff may see (read with her, so a counsellor gets her students' only),
 * narrowed by the filters, with the intakes they span (for the intake filter's choices).
 */
export async function boardRows(
  payload: Payload,
  user: Staff,
  filters: BoardFilters,
): Promise<{ rows: BoardRow[]; intakes: string[] }> {
  const where: Where[] = []
  if (filters.intake) where.push({ intake: { equals: filters.intake } })
  if (filters.country) where.push({ 'university.country': { equals: filters.country } })
  if (filters.counsellor) where.push({ 'student.counsellors': { equals: filters.counsellor } })
  const [rows, intakes] = await Promise.all([
    payload.find({
      collection: 'applications',
      where: where.length ? { and: where } : undefined,
      depth: 1,
      pagination: false,
      overrideAccess: false,
      user,
      select: {
        programme: true,
        intake: true,
        stage: true,
        stageChangedAt: true,
        nextDeadlineAt: true,
        deadlines: true,
        createdAt: true,
        student: true,
        university: true,
      },
      populate: { students: { name: true }, universities: { name: true, country: true } },
    }),
    payload.find({
      collection: 'applications',
      depth: 0,
      pagination: false,
      overrideAccess: false,
      user,
      select: { intake: true },
    }),
  ])
  return {
    rows: rows.docs as unknown as BoardRow[],
    intakes: [...new Set(intakes.docs.map((doc) => doc.intake))].sort(),
  }
}

/** Who the counsellor filter offers (admins only): the staff who look after students. */
export async function counsellorChoices(payload: Payload): Promise<{ id: number; name: string }[]> {
  const { docs } = await payload.find({
    collection: 'users',
    where: { role: { in: ['counsellor', 'admin'] } },
    depth: 0,
    pagination: false,
    sort: 'name',
    select: { name: true, email: true },
    overrideAccess: true,
  })
  return docs.map((user) => ({ id: user.id, name: user.name || user.email }))
}
