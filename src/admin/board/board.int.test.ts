import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import type { User } from '@/cms/payload-types'
import { migratedPayload } from '../../../tests/support/payload'
import { boardFilters, boardRows } from './board.server'

type Staff = User & { collection: 'users' }

// The board reads with the signed-in member of staff: a counsellor's board holds her students' applications only.

describe('the applications board’s read', () => {
  let payload: Payload
  const staff = {} as Record<'admin' | 'priya' | 'arjun', Staff>

  beforeAll(async () => {
    payload = await migratedPayload()
    for (const [key, role] of [
      ['admin', 'admin'],
      ['priya', 'counsellor'],
      ['arjun', 'counsellor'],
    ] as const) {
      const user = await payload.create({
        collection: 'users',
        data: { email: `${key}@example.org`, password: 'a-long-password-123', role, takesNewLeads: false },
      })
      staff[key] = { ...user, collection: 'users' }
    }
    const leeds = await payload.create({
      collection: 'universities',
      data: { name: 'University of Leeds', country: 'GB' },
    })
    const toronto = await payload.create({
      collection: 'universities',
      data: { name: 'University of Toronto', country: 'CA' },
    })
    const asha = await payload.create({
      collection: 'students',
      data: { name: 'Asha', email: 'asha@example.org', counsellors: [staff.priya.id] },
    })
    const bela = await payload.create({
      collection: 'students',
      data: { name: 'Bela', email: 'bela@example.org', counsellors: [staff.arjun.id] },
    })
    for (const [student, university, intake, programme] of [
      [asha, leeds, '2027-09', 'BSc Economics'],
      [asha, toronto, '2028-01', 'BA Economics'],
      [bela, leeds, '2027-09', 'MSc Data Science'],
    ] as const) {
      await payload.create({
        collection: 'applications',
        data: {
          student: student.id,
          university: university.id,
          programme,
          intake,
          stage: 'shortlisted',
          deadlines: [{ kind: 'application' as const, dueAt: '2099-01-15T12:00:00.000Z' }],
        },
      })
    }
  })

  const programmes = async (who: keyof typeof staff, query: Record<string, string> = {}) => {
    const { rows, intakes } = await boardRows(payload, staff[who], boardFilters(query, who === 'admin'))
    return { programmes: rows.map((row) => row.programme).sort(), intakes, rows }
  }

  it('shows a counsellor her students’ applications only, and an admin every one', async () => {
    expect((await programmes('priya')).programmes).toEqual(['BA Economics', 'BSc Economics'])
    expect((await programmes('priya')).intakes).toEqual(['2027-09', '2028-01'])
    expect((await programmes('arjun')).programmes).toEqual(['MSc Data Science'])
    expect((await programmes('admin')).programmes).toHaveLength(3)
  })

  it('filters by intake, by the university’s country and, for an admin only, by counsellor', async () => {
    expect((await programmes('admin', { intake: '2027-09' })).programmes).toEqual(['BSc Economics', 'MSc Data Science'])
    expect((await programmes('admin', { country: 'CA' })).programmes).toEqual(['BA Economics'])
    expect((await programmes('admin', { counsellor: String(staff.arjun.id) })).programmes).toEqual(['MSc Data Science'])
    // A counsellor cannot look at a colleague's students by naming her.
    expect((await programmes('priya', { counsellor: String(staff.arjun.id) })).programmes).toHaveLength(2)
    expect((await programmes('admin', { intake: 'soon', country: 'XX' })).programmes).toHaveLength(3)
  })

  it('reads each card’s student, university and next deadline', async () => {
    const row = (await programmes('priya', { country: 'GB' })).rows[0]!
    expect(row).toMatchObject({
      student: { name: 'Asha' },
      university: { name: 'University of Leeds' },
      stage: 'shortlisted',
      nextDeadlineAt: '2099-01-15T12:00:00.000Z',
    })
    expect(row.stageChangedAt).toEqual(expect.any(String))
  })
})
