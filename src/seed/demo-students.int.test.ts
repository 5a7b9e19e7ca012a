import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import type { Application, User } from '@/cms/payload-types'
import { APPLICATION_STAGES, PROGRESS_STAGES, isExitStage } from '@/schema/application-stages'
import { migratedPayload } from '../../tests/support/payload'
import { idOf } from '@/cms/relation-id'
import { demoChecklists } from './content/demo-checklists'
import { DEMO_GUARDIAN_EMAIL, DEMO_STUDENT_EMAIL, demoStudents } from './content/demo-students'
import { demoUniversities } from './content/demo-universities'
import { universityLogos } from './content/university-logos'
import { DEMO_COUNSELLORS, seedDemoPipeline } from './demo-pipeline'
import { readPrivateFile } from '@/database/private-files.server'
import { seedDemoDocuments } from './demo-documents'
import { seedDemoStudents } from './demo-students'

const NOW = new Date('2026-12-06T08:00:00Z')
const DAY = 24 * 60 * 60 * 1000

describe('the demo’s students and applications', () => {
  let payload: Payload
  let applications: Application[]

  beforeAll(async () => {
    payload = await migratedPayload()
    await seedDemoPipeline(payload, NOW)
  })

  it('opens a dozen files over two intakes with thirty-odd applications at the universities of the logos', async () => {
    const report = await seedDemoStudents(payload, NOW)
    expect(report).toMatchObject({ universities: 12, checklists: 10, students: 12 })
    expect(report.applications).toBeGreaterThanOrEqual(30)
    expect(demoUniversities.map((university) => university.name).sort()).toEqual(
      universityLogos.map((logo) => logo.name).sort(),
    )
    const universities = await payload.find({ collection: 'universities', pagination: false })
    for (const university of universities.docs) {
      expect(university.country).toBeTruthy()
      expect(university.city).toBeTruthy()
      expect(university.website).toMatch(/^https:\/\//)
    }
    applications = (await payload.find({ collection: 'applications', pagination: false, depth: 0 })).docs
    expect(applications).toHaveLength(report.applications)
    expect(new Set(applications.map((application) => application.stage))).toEqual(new Set(APPLICATION_STAGES))
    expect(new Set(applications.map((application) => application.intake))).toEqual(new Set(['2027-01', '2027-09']))
  })

  it('gives each demo counsellor the files she serves, and the memorable student a guardian', async () => {
    for (const { email } of DEMO_COUNSELLORS) {
      const user = (await payload.find({ collection: 'users', where: { email: { equals: email } } })).docs[0] as User
      const served = await payload.find({
        collection: 'students',
        overrideAccess: false,
        user: { ...user, collection: 'users' },
      })
      expect(served.totalDocs, email).toBeGreaterThanOrEqual(3)
    }
    const asha = (await payload.find({ collection: 'students', where: { email: { equals: DEMO_STUDENT_EMAIL } } }))
      .docs[0]!
    expect(NOW.getTime() - Date.parse(asha.createdAt)).toBeGreaterThan(60 * DAY)
    const guardians = await payload.find({ collection: 'guardians', where: { student: { equals: asha.id } } })
    expect(guardians.docs.map((guardian) => guardian.email)).toEqual([DEMO_GUARDIAN_EMAIL])
    const messages = await payload.find({ collection: 'student-messages', where: { student: { equals: asha.id } } })
    expect(new Set(messages.docs.map((message) => message.sender))).toEqual(new Set(['staff', 'student']))
  })

  it('seeds the checklists first, so each application to a UK undergraduate programme requested its documents', async () => {
    const templates = await payload.find({ collection: 'checklist-templates', pagination: false, depth: 0 })
    expect(templates.totalDocs).toBe(demoChecklists.length)
    for (const checklist of demoChecklists) {
      const template = templates.docs.find(
        (doc) => doc.destination === checklist.destination && doc.level === checklist.level,
      )
      expect(
        template?.items?.map(({ id: _id, ...item }) => item),
        checklist.name,
      ).toEqual(checklist.items.map((item) => ({ validityMonths: null, ...item })))
    }

    const ukUndergraduate = demoChecklists.find((list) => list.destination === 'GB' && list.level === 'undergraduate')!
    const ukUniversities = new Set(demoUniversities.filter((u) => u.country === 'GB').map((u) => u.name))
    const demo = demoStudents.find(
      (student) =>
        student.level === 'undergraduate' && student.applications.every((a) => ukUniversities.has(a.university)),
    )!
    const student = (await payload.find({ collection: 'students', where: { email: { equals: demo.email } } })).docs[0]!
    const requested = (
      await payload.find({
        collection: 'requested-documents',
        where: { student: { equals: student.id } },
        pagination: false,
        depth: 0,
      })
    ).docs
    const own = applications.filter((application) => idOf(application.student) === student.id)
    expect(own.length).toBeGreaterThanOrEqual(2)
    for (const application of own) {
      const its = requested.filter((request) => request.applications?.map(idOf).includes(application.id))
      expect(its.map((request) => request.name).sort()).toEqual(ukUndergraduate.items.map((item) => item.name).sort())
      expect(its.every((request) => request.status === 'missing')).toBe(true)
    }
    // The student's own documents (the passport) once for both applications; the rest once for each.
    const ownScope = ukUndergraduate.items.filter((item) => item.scope === 'student').length
    expect(requested).toHaveLength(ownScope + own.length * (ukUndergraduate.items.length - ownScope))
    expect(requested.find((request) => request.name === 'Passport')).toMatchObject({
      validity: 'valid-after-intake',
      validityMonths: 6,
    })
  })

  it('writes histories over the past months, as they would have grown, with no notice mailed for them', async () => {
    for (const application of applications) {
      const history = application.stageHistory ?? []
      // The progress stages one after another from the first, then the exit, if any, as the last change.
      const progress = history.map((entry) => entry.stage!).filter((stage) => !isExitStage(stage))
      expect(progress).toEqual(PROGRESS_STAGES.slice(0, progress.length))
      expect(history.length - progress.length).toBe(isExitStage(application.stage) ? 1 : 0)
      expect(history.at(-1)?.stage).toBe(application.stage)
      const times = history.map((entry) => Date.parse(entry.at!))
      expect([...times].sort((a, b) => a - b)).toEqual(times)
      expect(application.stageChangedAt).toBe(history.at(-1)!.at)
      expect(times.at(-1)!).toBeLessThan(NOW.getTime())
      expect(history.every((entry) => entry.by)).toBe(true)
    }
    const visa = applications.find((application) => application.stage === 'visa-applied')!
    expect(visa.stageHistory).toHaveLength(9)
    expect(NOW.getTime() - Date.parse(visa.stageHistory![0]!.at!)).toBeGreaterThan(90 * DAY)
    const notices = await payload.find({
      collection: 'outbox-messages',
      where: { kind: { equals: 'application-stage' } },
    })
    expect(notices.totalDocs).toBe(0)
  })

  it('gives open deadlines in the coming weeks, reminders queued for them, and commissions invoiced and received', async () => {
    const open = applications.flatMap((application) => application.deadlines ?? []).filter((deadline) => !deadline.met)
    const soon = open.filter((deadline) => Date.parse(deadline.dueAt) - NOW.getTime() < 21 * DAY)
    expect(soon.length).toBeGreaterThanOrEqual(5)
    const jobs = await payload.find({ collection: 'payload-jobs', where: { taskSlug: { equals: 'remindDeadline' } } })
    expect(jobs.totalDocs).toBeGreaterThanOrEqual(open.length)

    const statuses = applications.map((application) => application.commission?.status)
    expect(statuses).toContain('invoiced')
    const received = applications.find((application) => application.commission?.status === 'received')!
    expect(received.stage).toBe('enrolled')
    expect(received.commission?.receivedAmount).toBe(received.commission?.expectedAmount)
    expect(received.commission?.expectedAmount).toBeGreaterThan(0)
  })

  it('gives some students uploads in each state of review, kept encrypted and readable', async () => {
    expect(await seedDemoDocuments(payload, NOW)).toBe(5)
    const { docs } = await payload.find({
      collection: 'requested-documents',
      where: { and: [{ 'student.email': { equals: DEMO_STUDENT_EMAIL } }, { latestVersion: { greater_than: 0 } }] },
      sort: 'name',
      depth: 0,
      pagination: false,
    })
    expect(docs.map((doc) => [doc.name, doc.status])).toEqual([
      ['Academic transcripts', 'to-review'],
      ['English test score report', 'rejected'],
      ['Passport', 'approved'],
    ])
    const versions = await payload.find({ collection: 'document-versions', depth: 0, pagination: false })
    expect(versions.docs).toHaveLength(5)
    for (const version of versions.docs) expect(await readPrivateFile(version.pages![0]!.file)).not.toBeNull()
    expect(await seedDemoDocuments(payload, NOW)).toBe(0)
  })

  it('is made once: a second run creates nothing', async () => {
    expect(await seedDemoStudents(payload, NOW)).toEqual({
      universities: 0,
      checklists: 0,
      students: 0,
      applications: 0,
      messages: 0,
    })
    expect((await payload.count({ collection: 'checklist-templates' })).totalDocs).toBe(demoChecklists.length)
  })
})
