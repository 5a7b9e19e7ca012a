import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import type { User } from '@/cms/payload-types'
import { migratedPayload } from '../../../tests/support/payload'
import { pipelineRows } from './pipeline-data.server'
import { pipelineFigures } from './pipeline-figures'

type Staff = User & { collection: 'users' }

// The pipeline's read: every application for an admin, with what the figures need.

describe('the pipeline’s read', () => {
  let payload: Payload
  let admin: Staff
  let priya: Staff

  beforeAll(async () => {
    payload = await migratedPayload()
    const account = async (email: string, role: 'admin' | 'counsellor') => ({
      ...(await payload.create({
        collection: 'users',
        data: { email, password: 'a-long-password-123', role, takesNewLeads: false },
      })),
      collection: 'users' as const,
    })
    admin = await account('admin@example.org', 'admin')
    priya = await account('priya@example.org', 'counsellor')
    const arjun = await account('arjun@example.org', 'counsellor')
    const leeds = await payload.create({
      collection: 'universities',
      data: { name: 'University of Leeds', country: 'GB' },
    })
    const student = async (name: string, counsellor: Staff) =>
      payload.create({
        collection: 'students',
        data: { name, email: `${name}@example.org`, counsellors: [counsellor.id] },
      })
    const asha = await student('asha', priya)
    const bela = await student('bela', arjun)
    for (const who of [asha, bela]) {
      const application = await payload.create({
        collection: 'applications',
        data: {
          student: who.id,
          university: leeds.id,
          programme: 'BSc Economics',
          intake: '2027-09',
          stage: 'submitted',
          tuitionFee: { amount: 2_000_000, currency: 'GBP' },
          commission: { basis: 'percent', percent: 15 },
        },
      })
      await payload.update({ collection: 'applications', id: application.id, data: { stage: 'conditional-offer' } })
    }
  })

  it('reads every application for an admin with its university, counsellors, history and commission', async () => {
    const rows = await pipelineRows(payload, admin)
    expect(rows).toHaveLength(2)
    expect(rows[0]).toMatchObject({
      intake: '2027-09',
      stage: 'conditional-offer',
      university: { name: 'University of Leeds' },
      commission: { expectedAmount: 300_000, currency: 'GBP', status: 'not-due' },
    })
    expect(rows[0]!.stageHistory.map((change) => change.stage)).toEqual(['submitted', 'conditional-offer'])
    expect(rows.flatMap((row) => row.counsellors)).toHaveLength(2)
    const figures = pipelineFigures(rows)
    expect(figures.offerRate).toEqual({ count: 2, of: 2, percent: 100 })
    expect(figures.commissionByIntake[0]!.money).toEqual([{ currency: 'GBP', expected: 600_000, received: 0 }])
  })

  it('reads as the user: a counsellor’s read holds her students’ applications only', async () => {
    expect(await pipelineRows(payload, priya)).toHaveLength(1)
  })
})
