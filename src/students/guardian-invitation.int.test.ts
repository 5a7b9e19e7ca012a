import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import type { Student, User } from '@/cms/payload-types'
import { migratedPayload } from '../../tests/support/payload'

describe('a parent added by staff', () => {
  let payload: Payload
  let priya: User & { collection: 'users' }
  let asha: Student

  const invitationsTo = async (to: string) =>
    (
      await payload.find({
        collection: 'outbox-messages',
        where: { and: [{ to: { equals: to } }, { kind: { equals: 'portal-invitation' } }] },
        overrideAccess: true,
      })
    ).docs

  beforeAll(async () => {
    payload = await migratedPayload()
    const user = await payload.create({
      collection: 'users',
      data: { email: 'priya@example.org', password: 'a-long-password-123', role: 'counsellor', takesNewLeads: false },
    })
    priya = { ...user, collection: 'users' }
    asha = await payload.create({
      collection: 'students',
      data: { name: 'Asha Rao', email: 'asha@example.org', counsellors: [priya.id] },
    })
  })

  it('is invited to the portal by mail, once, with the time recorded', async () => {
    const guardian = await payload.create({
      collection: 'guardians',
      data: { student: asha.id, name: 'Meera Rao', email: 'Meera@Example.org' },
      overrideAccess: false,
      user: priya,
    })
    const [invitation] = await invitationsTo('meera@example.org')
    expect(invitation?.subject).toContain("Follow Asha Rao's applications")
    expect(await invitationsTo('meera@example.org')).toHaveLength(1)
    const stored = await payload.findByID({ collection: 'guardians', id: guardian.id, overrideAccess: true })
    expect(stored.invitedAt).toBeTruthy()
    expect(stored.invitedBy).toBe('staff')

    await payload.update({
      collection: 'guardians',
      id: guardian.id,
      data: { relationship: 'Mother' },
      overrideAccess: false,
      user: priya,
    })
    expect(await invitationsTo('meera@example.org')).toHaveLength(1)
  })
})
