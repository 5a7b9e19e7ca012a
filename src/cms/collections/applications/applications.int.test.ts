import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { STAGE_REASON_REQUIRED } from '@/schema/application-stages'
import type { Application, Student, University, User } from '../../payload-types'
import { migratedPayload } from '../../../../tests/support/payload'

type Staff = User & { collection: 'users' }

describe('student files and applications: stages, history and who sees them', () => {
  let payload: Payload
  const staff = {} as Record<'admin' | 'editor' | 'priya' | 'arjun', Staff>
  let university: University
  let asha: Student
  let bela: Student
  let shared: Student

  const as = (who: keyof typeof staff) => ({ overrideAccess: false, user: staff[who] }) as const
  const refusal = (promise: Promise<unknown>) =>
    promise.then(
      () => 'done',
      (error: { status?: number; message?: string }) => `${error.status} ${error.message}`,
    )
  const newStudent = (name: string, counsellors: number[]) =>
    payload.create({
      collection: 'students',
      data: { name, email: `${name.toLowerCase()}@example.org`, counsellors },
      overrideAccess: true,
    })
  const newApplication = (student: Student, who: keyof typeof staff = 'admin') =>
    payload.create({
      collection: 'applications',
      data: {
        student: student.id,
        university: university.id,
        programme: 'BSc Computer Science',
        intake: '2027-09',
        stage: 'shortlisted',
      },
      ...as(who),
    })

  beforeAll(async () => {
    payload = await migratedPayload()
    for (const [key, role] of [
      ['admin', 'admin'],
      ['editor', 'editor'],
      ['priya', 'counsellor'],
      ['arjun', 'counsellor'],
    ] as const) {
      const user = await payload.create({
        collection: 'users',
        data: { email: `${key}@example.org`, password: 'a-long-password-123', role, takesNewLeads: false },
      })
      staff[key] = { ...user, collection: 'users' }
    }
    university = await payload.create({
      collection: 'universities',
      data: { name: 'University of Leeds', country: 'GB', city: 'Leeds' },
    })
    asha = await newStudent('Asha', [staff.priya.id])
    bela = await newStudent('Bela', [staff.arjun.id])
    shared = await newStudent('Chand', [staff.arjun.id, staff.priya.id])
  })

  it('never keeps two files for one email, whatever its case', async () => {
    expect(
      await refusal(
        payload.create({
          collection: 'students',
          data: { name: 'Asha again', email: ' ASHA@example.org ', counsellors: [staff.priya.id] },
        }),
      ),
    ).toMatch(/^400 .*email/i)
  })

  it('shows a counsellor the files she is one of the counsellors of, an admin all, an editor none', async () => {
    const names = async (who: keyof typeof staff) =>
      (await payload.find({ collection: 'students', sort: 'name', ...as(who) })).docs.map((doc) => doc.name)
    expect(await names('priya')).toEqual(['Asha', 'Chand'])
    expect(await names('arjun')).toEqual(['Bela', 'Chand'])
    expect(await names('admin')).toEqual(['Asha', 'Bela', 'Chand'])
    expect(await refusal(names('editor'))).toMatch(/^403/)
    expect(await refusal(payload.findByID({ collection: 'students', id: bela.id, ...as('priya') }))).toMatch(/^404/)
  })

  it('lets a counsellor add applications only to the files she serves, and see only theirs', async () => {
    const mine = await newApplication(asha, 'priya')
    const ours = await newApplication(shared, 'priya')
    expect(await refusal(newApplication(bela, 'priya'))).toMatch(/^403/)
    const arjuns = await newApplication(bela, 'arjun')
    const seen = (await payload.find({ collection: 'applications', ...as('priya') })).docs.map((doc) => doc.id)
    expect(seen).toEqual(expect.arrayContaining([mine.id, ours.id]))
    expect(seen).not.toContain(arjuns.id)
    expect(
      await refusal(
        payload.update({ collection: 'applications', id: arjuns.id, data: { stage: 'submitted' }, ...as('priya') }),
      ),
    ).toMatch(/^403/)
  })

  it('keeps every stage change with who made it and when, and never a history sent by staff', async () => {
    const application = await newApplication(asha, 'priya')
    expect(application.stage).toBe('shortlisted')
    const moved = await payload.update({
      collection: 'applications',
      id: application.id,
      data: {
        stage: 'conditional-offer',
        stageHistory: [{ stage: 'enrolled', at: '2020-01-01T00:00:00.000Z' }],
      } as Partial<Application>,
      ...as('priya'),
    })
    expect(moved.stageHistory?.map((entry) => [entry.from ?? null, entry.stage])).toEqual([
      [null, 'shortlisted'],
      ['shortlisted', 'conditional-offer'],
    ])
    const last = moved.stageHistory!.at(-1)!
    expect(typeof last.by === 'object' ? last.by?.id : last.by).toBe(staff.priya.id)
    expect(Date.now() - new Date(last.at!).getTime()).toBeLessThan(60_000)
    expect(moved.stageChangedAt).toBe(last.at)
  })

  it('refuses a step back without a reason, and keeps the reason given', async () => {
    const application = await newApplication(asha)
    await payload.update({
      collection: 'applications',
      id: application.id,
      data: { stage: 'submitted' },
      ...as('admin'),
    })
    expect(
      await refusal(
        payload.update({
          collection: 'applications',
          id: application.id,
          data: { stage: 'preparing' },
          ...as('admin'),
        }),
      ),
    ).toBe(`400 ${STAGE_REASON_REQUIRED}`)
    const back = await payload.update({
      collection: 'applications',
      id: application.id,
      data: { stage: 'preparing', stageReason: 'The university asked for a new reference.' },
      ...as('admin'),
    })
    expect(back.stageHistory!.at(-1)).toMatchObject({
      from: 'submitted',
      stage: 'preparing',
      reason: 'The university asked for a new reference.',
    })
    // An exit needs no reason; reopening from it does.
    await payload.update({
      collection: 'applications',
      id: application.id,
      data: { stage: 'withdrawn' },
      ...as('admin'),
    })
    expect(
      await refusal(
        payload.update({
          collection: 'applications',
          id: application.id,
          data: { stage: 'submitted' },
          ...as('admin'),
        }),
      ),
    ).toBe(`400 ${STAGE_REASON_REQUIRED}`)
  })

  it('works the commission out in minor units from the fee and the rate, and names the next open deadline', async () => {
    const soon = new Date(Date.now() + 3 * 86_400_000).toISOString()
    const later = new Date(Date.now() + 9 * 86_400_000).toISOString()
    const past = new Date(Date.now() - 86_400_000).toISOString()
    const application = await payload.create({
      collection: 'applications',
      data: {
        student: asha.id,
        university: university.id,
        programme: 'MSc Data Science',
        intake: '2027-01',
        stage: 'shortlisted',
        tuitionFee: { amount: 2_675_000, currency: 'GBP' },
        commission: { basis: 'percent', percent: 12.5 },
        deadlines: [
          { kind: 'application', dueAt: past },
          { kind: 'deposit', dueAt: soon, met: true },
          { kind: 'visa-appointment', dueAt: later },
        ],
      },
      ...as('admin'),
    })
    expect(application.commission?.expectedAmount).toBe(334_375)
    expect(application.commission?.currency).toBe('GBP')
    expect(application.nextDeadlineAt).toBe(later)
    expect(
      await refusal(
        payload.update({
          collection: 'applications',
          id: application.id,
          data: { tuitionFee: { amount: 10.5, currency: 'GBP' } },
          ...as('admin'),
        }),
      ),
    ).toMatch(/^400/)
    expect(
      await refusal(
        payload.update({
          collection: 'applications',
          id: application.id,
          data: { intake: 'Sept 2027' },
          ...as('admin'),
        }),
      ),
    ).toMatch(/^400/)
  })

  it('logs staff opening and changing a file for admins, and takes what hangs on a file with it', async () => {
    const student = await newStudent('Dev', [staff.priya.id])
    await payload.findByID({ collection: 'students', id: student.id, ...as('priya') })
    await payload.find({ collection: 'students', ...as('priya') })
    await payload.update({ collection: 'students', id: student.id, data: { city: 'Pune' }, ...as('priya') })
    await newApplication(student, 'priya')
    await payload.create({
      collection: 'student-messages',
      data: { student: student.id, body: 'Hello', sender: 'staff' },
      ...as('priya'),
    })
    await payload.delete({ collection: 'students', id: student.id, ...as('admin') })

    const log = await payload.find({
      collection: 'student-audit-log',
      where: { studentId: { equals: String(student.id) } },
      sort: 'createdAt',
      ...as('admin'),
    })
    expect(log.docs.map((entry) => [entry.action, entry.fields ?? ''])).toEqual([
      ['read', ''],
      ['update', 'city'],
      ['delete', ''],
    ])
    expect(await refusal(payload.find({ collection: 'student-audit-log', ...as('priya') }))).toMatch(/^403/)
    for (const collection of ['applications', 'student-messages'] as const) {
      const left = await payload.find({ collection, where: { student: { equals: student.id } }, overrideAccess: true })
      expect(left.totalDocs).toBe(0)
    }
  })

  it('signs a message written in the admin with its author, and never lets it be changed', async () => {
    const message = await payload.create({
      collection: 'student-messages',
      data: { student: asha.id, body: 'Your offer is in.', sender: 'student' },
      ...as('priya'),
    })
    expect(message.sender).toBe('staff')
    expect(typeof message.staffAuthor === 'object' ? message.staffAuthor?.id : message.staffAuthor).toBe(staff.priya.id)
    expect(
      await refusal(
        payload.update({ collection: 'student-messages', id: message.id, data: { body: 'Edited' }, ...as('admin') }),
      ),
    ).toMatch(/^403/)
  })
})
