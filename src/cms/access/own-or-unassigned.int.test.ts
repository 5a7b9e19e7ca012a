import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import type { Enquiry, User } from '../payload-types'
import { migratedPayload } from '../../../tests/support/payload'

type Staff = User & { collection: 'users' }

describe('a counsellor’s leads: her own and those in nobody’s hands, never a colleague’s', () => {
  let payload: Payload
  const staff = {} as Record<'admin' | 'priya' | 'arjun', Staff>
  const lead = {} as Record<'priyas' | 'arjuns' | 'nobodys', Enquiry>

  const newLead = (name: string, assignee: number | null) =>
    payload.create({
      collection: 'enquiries',
      data: {
        name,
        organization: 'School',
        city: 'Noida',
        email: `${name.toLowerCase()}@example.org`,
        contactNumber: '9810000001',
        source: 'popup',
        status: 'new',
        assignee,
      },
      overrideAccess: true,
    })

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
    lead.priyas = await newLead('Asha', staff.priya.id)
    lead.arjuns = await newLead('Bela', staff.arjun.id)
    lead.nobodys = await newLead('Chand', null)
  })

  const as = (who: keyof typeof staff) => ({ overrideAccess: false, user: staff[who] }) as const
  const refusal = (promise: Promise<unknown>) =>
    promise.then(
      () => 'done',
      (error: { status?: number; message?: string }) => `${error.status} ${error.message}`,
    )

  it('lists her own leads and those in nobody’s hands; an admin’s list holds them all', async () => {
    const names = async (who: keyof typeof staff) =>
      (await payload.find({ collection: 'enquiries', sort: 'name', ...as(who) })).docs.map((doc) => doc.name)
    expect(await names('priya')).toEqual(['Asha', 'Chand'])
    expect(await names('arjun')).toEqual(['Bela', 'Chand'])
    expect(await names('admin')).toEqual(['Asha', 'Bela', 'Chand'])
  })

  it('finds a colleague’s lead nowhere: reading it answers not found, changing it forbidden, and it is left as it was', async () => {
    expect(await refusal(payload.findByID({ collection: 'enquiries', id: lead.arjuns.id, ...as('priya') }))).toBe(
      '404 Not Found',
    )
    expect(
      await refusal(
        payload.update({ collection: 'enquiries', id: lead.arjuns.id, data: { status: 'spam' }, ...as('priya') }),
      ),
    ).toBe('403 You are not allowed to perform this action.')
    const count = await payload.count({ collection: 'enquiries', where: { name: { equals: 'Bela' } }, ...as('priya') })
    expect(count.totalDocs).toBe(0)
    expect((await payload.findByID({ collection: 'enquiries', id: lead.arjuns.id })).status).toBe('new')
  })

  it('takes a lead in nobody’s hands as she works it; then it is hers alone', async () => {
    const taken = await payload.update({
      collection: 'enquiries',
      id: lead.nobodys.id,
      data: { newNote: 'Called back; she wants the brochure.' },
      depth: 0,
      ...as('arjun'),
    })
    expect(taken.assignee).toBe(staff.arjun.id)
    expect(taken.assignmentHistory?.map((row) => [row.assignee, row.by])).toEqual([[staff.arjun.id, staff.arjun.id]])
    expect(await refusal(payload.findByID({ collection: 'enquiries', id: lead.nobodys.id, ...as('priya') }))).toBe(
      '404 Not Found',
    )
  })

  it('works her own lead and may hand it to a colleague, after which it is out of her reach', async () => {
    const updated = await payload.update({
      collection: 'enquiries',
      id: lead.priyas.id,
      data: { status: 'contacted' },
      ...as('priya'),
    })
    expect(updated.status).toBe('contacted')
    const handed = await payload.update({
      collection: 'enquiries',
      id: lead.priyas.id,
      data: { assignee: staff.arjun.id },
      depth: 0,
      ...as('priya'),
    })
    expect(handed.assignmentHistory?.at(-1)).toMatchObject({ assignee: staff.arjun.id, by: staff.priya.id })
    // The form she still has open saves no more, and the lead is gone from her list.
    expect(
      await refusal(
        payload.update({ collection: 'enquiries', id: lead.priyas.id, data: { status: 'closed' }, ...as('priya') }),
      ),
    ).toBe('403 You are not allowed to perform this action.')
    expect((await payload.findByID({ collection: 'enquiries', id: lead.priyas.id })).status).toBe('contacted')
    expect(await refusal(payload.findByID({ collection: 'enquiries', id: lead.priyas.id, ...as('priya') }))).toBe(
      '404 Not Found',
    )
  })

  it('lets an admin give any lead to anyone, or to nobody', async () => {
    const moved = await payload.update({
      collection: 'enquiries',
      id: lead.priyas.id,
      data: { assignee: staff.priya.id },
      depth: 0,
      ...as('admin'),
    })
    expect(moved.assignee).toBe(staff.priya.id)
    const freed = await payload.update({
      collection: 'enquiries',
      id: lead.priyas.id,
      data: { assignee: null },
      depth: 0,
      ...as('admin'),
    })
    expect(freed.assignee ?? null).toBeNull()
  })
})
