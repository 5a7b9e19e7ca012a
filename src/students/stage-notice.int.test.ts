import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import type { Application, Student, User } from '@/cms/payload-types'
import { STAGE_NEXT_STEPS } from '@/schema/application-stages'
import { migratedPayload } from '../../tests/support/payload'

describe('the student’s notice of a new stage', () => {
  let payload: Payload
  let priya: User & { collection: 'users' }
  let asha: Student
  let university: number

  const notices = async () =>
    (
      await payload.find({
        collection: 'outbox-messages',
        where: { kind: { equals: 'application-stage' } },
        sort: 'createdAt',
        pagination: false,
        overrideAccess: true,
      })
    ).docs
  const move = (application: Application, data: Partial<Application> & { stageReason?: string }) =>
    payload.update({
      collection: 'applications',
      id: application.id,
      data,
      overrideAccess: false,
      user: priya,
    })

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
    university = (
      await payload.create({
        collection: 'universities',
        data: { name: 'Northbridge University', country: 'GB', city: 'Leeds' },
      })
    ).id
  })

  it('mails the student when an application changes stage, not when it is added nor otherwise changed', async () => {
    const application = await payload.create({
      collection: 'applications',
      data: { student: asha.id, university, programme: 'MSc Data Science', intake: '2027-09', stage: 'submitted' },
      overrideAccess: false,
      user: priya,
    })
    expect(await notices()).toHaveLength(0)
    await move(application, { programme: 'MSc Data Science (with placement)' })
    expect(await notices()).toHaveLength(0)

    await move(application, { stage: 'conditional-offer' })
    const [notice] = await notices()
    expect(notice).toMatchObject({ to: 'asha@example.org', status: 'queued' })
    expect(notice!.text).toContain(
      'Your application to Northbridge University (MSc Data Science (with placement)) is now: Conditional offer.',
    )
    expect(notice!.text).toContain(STAGE_NEXT_STEPS['conditional-offer'])
    expect(notice!.text).toMatch(new RegExp(`/portal/applications/${application.id}$`, 'm'))
  })

  it('never tells the student the staff’s reason for a move, and sends nothing for a refused one', async () => {
    const application = await payload.create({
      collection: 'applications',
      data: { student: asha.id, university, programme: 'LLM', intake: '2027-01', stage: 'submitted' },
      overrideAccess: false,
      user: priya,
    })
    const before = (await notices()).length
    await expect(move(application, { stage: 'preparing' })).rejects.toThrow()
    expect(await notices()).toHaveLength(before)

    await move(application, { stage: 'preparing', stageReason: 'Internal: the referee never answered our calls.' })
    const notice = (await notices()).at(-1)!
    expect(notice.text).toContain('is now: Preparing.')
    expect(notice.text).not.toContain('referee')
    expect(await notices()).toHaveLength(before + 1)
  })
})
