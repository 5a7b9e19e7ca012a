import { randomBytes } from 'node:crypto'

import type { Payload } from 'payload'

import type { Application } from '@/cms/payload-types'
import { EXIT_STAGES, PROGRESS_STAGES, type ApplicationStage, type DeadlineKind } from '@/schema/application-stages'
import type { Destination } from '@/schema/destinations'
import type { Currency } from '@/schema/money'

import { seedDemoChecklists } from './demo-checklists'
import { DEMO_COUNSELLORS } from './demo-pipeline'
import { demoGuardian, demoStudents, type DemoApplication, type DemoStudent } from './content/demo-students'
import { demoUniversities } from './content/demo-universities'

const DAY = 24 * 60 * 60 * 1000
/** An array row's id, as Payload makes them: rows written past Payload need their own. */
const rowId = () => randomBytes(12).toString('hex')

const CURRENCY: Record<Destination, Currency> = {
  GB: 'GBP',
  US: 'USD',
  CA: 'CAD',
  AU: 'AUD',
  IE: 'EUR',
  DE: 'EUR',
  NZ: 'NZD',
}

/** The deadline a stage waits on, and what the counsellor notes about it. */
const OPEN_DEADLINES: Partial<Record<ApplicationStage, { kind: DeadlineKind; note: string }>> = {
  shortlisted: { kind: 'application', note: 'Personal statement and two references.' },
  preparing: { kind: 'application', note: 'Personal statement and two references.' },
  'conditional-offer': { kind: 'offer-conditions', note: 'Final transcript and the English test certificate.' },
  'unconditional-offer': { kind: 'deposit', note: 'Pay through the university’s applicant portal.' },
  'offer-accepted': { kind: 'deposit', note: 'Pay through the university’s applicant portal.' },
  'confirmation-of-studies': { kind: 'visa-appointment', note: 'Passport, confirmation of studies, bank statements.' },
}

/** A service fee of INR 75,000, in paise. */
const SERVICE_FEE = { amount: 7_500_000, currency: 'INR' as const }

export type DemoStudentsReport = {
  universities: number
  checklists: number
  students: number
  applications: number
  messages: number
}

/**
 * The demo's student workspace (local demos only, after the demo pipeline, whose counsellors serve the files): the
 * universities of the home page's logos, the document checklists of five of their countries (before any application,
 * which requests its checklist's documents as it is added), a dozen students over the stages and two intakes with
 * their applications, deadlines, fees, commissions and stage histories dated over the past months, a few messages
 * each, and one guardian. Matched by name and email (a checklist by country and level): a university, a checklist or
 * a student file that exists is kept as it is, with all it holds.
 */
export async function seedDemoStudents(payload: Payload, now = new Date()): Promise<DemoStudentsReport> {
  const report: DemoStudentsReport = { universities: 0, checklists: 0, students: 0, applications: 0, messages: 0 }
  const users = await payload.find({
    collection: 'users',
    where: { email: { in: DEMO_COUNSELLORS.map((counsellor) => counsellor.email) } },
    depth: 0,
    limit: 10,
    overrideAccess: true,
  })
  const counsellorIds = new Map(users.docs.map((user) => [user.email.split('.')[0]!, user.id]))
  if (counsellorIds.size === 0) return report

  const universities = new Map<string, { id: number; country: Destination }>()
  for (const university of demoUniversities) {
    const found = await payload.find({
      collection: 'universities',
      where: { name: { equals: university.name } },
      depth: 0,
      limit: 1,
      overrideAccess: true,
    })
    let doc = found.docs[0]
    if (!doc) {
      const logo = await payload.find({
        collection: 'university-logos',
        where: { name: { equals: university.name } },
        depth: 0,
        limit: 1,
        draft: true,
        overrideAccess: true,
      })
      const media = logo.docs[0]?.logo
      doc = await payload.create({
        collection: 'universities',
        data: { ...university, logo: typeof media === 'object' ? media?.id : media },
        overrideAccess: true,
      })
      report.universities += 1
    }
    universities.set(university.name, { id: doc.id, country: doc.country as Destination })
  }
  report.checklists = await seedDemoChecklists(payload)

  let ordinal = 0
  for (const student of demoStudents) {
    const existing = await payload.find({
      collection: 'students',
      where: { email: { equals: student.email } },
      depth: 0,
      limit: 1,
      overrideAccess: true,
    })
    if (existing.docs[0]) {
      ordinal += student.applications.length
      continue
    }
    const counsellors = student.counsellors.map((name) => counsellorIds.get(name)).filter((id) => id !== undefined)
    if (counsellors.length === 0) continue
    const opened = new Date(now.getTime() - student.openedDaysAgo * DAY)
    const file = await payload.create({
      collection: 'students',
      data: {
        name: student.name,
        email: student.email,
        contactNumber: `+9198${String(11_000_000 + report.students * 7_919).slice(0, 8)}`,
        dateOfBirth: `${student.dateOfBirth}T12:00:00.000Z`,
        nationality: 'Indian',
        city: student.city,
        counsellors,
        intake: student.intake,
        studyLevel: student.level,
        destinations: student.destinations,
        testScores: student.tests,
        createdAt: opened.toISOString(),
      } as never,
      depth: 0,
      overrideAccess: true,
    })
    report.students += 1

    for (const [index, application] of student.applications.entries()) {
      const university = universities.get(application.university)
      if (!university) throw new Error(`Demo application names an unknown university "${application.university}"`)
      await seedApplication(payload, {
        student,
        studentId: file.id,
        counsellor: counsellors[index % counsellors.length]!,
        university,
        application,
        first: index === 0,
        ordinal: ordinal++,
        now,
      })
      report.applications += 1
    }
    report.messages += await seedMessages(payload, student, file.id, counsellors[0]!, now)
    if (student.email === demoGuardian.student) {
      await payload.db.create({
        collection: 'guardians',
        data: {
          student: file.id,
          name: demoGuardian.name,
          email: demoGuardian.email,
          relationship: demoGuardian.relationship,
          invitedBy: 'student',
          invitedAt: new Date(opened.getTime() + 9 * DAY).toISOString(),
          createdAt: new Date(opened.getTime() + 9 * DAY).toISOString(),
          updatedAt: new Date(opened.getTime() + 9 * DAY).toISOString(),
        },
      })
    }
  }
  return report
}

/** The stages an application went through to reach where it stands: the progress stages, then its exit if any. */
function stagePath(application: Pick<DemoApplication, 'stage' | 'reached'>): ApplicationStage[] {
  const exit = (EXIT_STAGES as readonly string[]).includes(application.stage)
  const last = exit ? (application.reached ?? 'shortlisted') : application.stage
  const progress = PROGRESS_STAGES.slice(0, PROGRESS_STAGES.indexOf(last as (typeof PROGRESS_STAGES)[number]) + 1)
  return exit ? [...progress, application.stage] : progress
}

type Seeding = {
  student: DemoStudent
  studentId: number
  counsellor: number
  university: { id: number; country: Destination }
  application: DemoApplication
  first: boolean
  ordinal: number
  now: Date
}

/**
 * One application, added through Payload (its rules, and the reminders of its open deadline), then given the history
 * it would have grown over the months: written past the hooks, which stamp every change with the present time.
 */
async function seedApplication(payload: Payload, seeding: Seeding): Promise<void> {
  const { student, application, university, counsellor, ordinal, now } = seeding
  const path = stagePath(application)
  const currency = CURRENCY[university.country]
  // Older files have longer histories; each application has sat in its stage for between 1 and 17 days.
  const span = Math.min(student.openedDaysAgo - 2, 8 + path.length * 12)
  const sitting = Math.min(1 + ((ordinal * 5) % 17), span)
  const dayOf = (step: number) => (path.length === 1 ? span : span - (step * (span - sitting)) / (path.length - 1))
  const atStep = (step: number) => {
    const date = new Date(now.getTime() - dayOf(step) * DAY)
    date.setUTCHours(5 + (step % 6), (ordinal * 13) % 60, 0, 0)
    return date.toISOString()
  }
  const when = (stage: ApplicationStage) => (path.includes(stage) ? atStep(path.indexOf(stage)) : null)
  const after = (date: string, days: number) => new Date(Date.parse(date) + days * DAY).toISOString()

  const deadlines: NonNullable<Application['deadlines']> = []
  const submitted = when('submitted')
  if (submitted) deadlines.push({ kind: 'application', dueAt: after(submitted, 3), met: true })
  const depositPaid = when('deposit-paid')
  if (depositPaid) deadlines.push({ kind: 'deposit', dueAt: after(depositPaid, 2), met: true })
  const open = OPEN_DEADLINES[application.stage]
  if (open && application.dueInDays !== undefined) {
    const dueAt = new Date(now.getTime() + application.dueInDays * DAY)
    dueAt.setUTCHours(11, 30, 0, 0)
    deadlines.push({ kind: open.kind, dueAt: dueAt.toISOString(), note: open.note })
  }

  const commission =
    'percent' in application.commission
      ? { basis: 'percent' as const, percent: application.commission.percent }
      : { basis: 'amount' as const, amount: application.commission.amount * 100, currency }
  const created = await payload.create({
    collection: 'applications',
    data: {
      student: seeding.studentId,
      university: university.id,
      programme: application.programme,
      level: student.level,
      intake: student.intake,
      stage: application.stage,
      tuitionFee: { amount: application.fee * 100, currency },
      commission,
      deadlines,
      ...(seeding.first ? { serviceFee: { ...SERVICE_FEE, paidAt: after(atStep(0), 4) } } : {}),
    },
    depth: 0,
    overrideAccess: true,
  })
  const { nextDeadlineAt: _next, stageReason: _reason, ...row } = created

  // Commission: invoiced once the confirmation of studies is out, received once the student is enrolled.
  const invoiced = when('confirmation-of-studies')
  const enrolled = when('enrolled')
  const expected = created.commission?.expectedAmount ?? null
  await payload.db.updateOne({
    collection: 'applications',
    id: created.id,
    data: {
      ...row,
      createdAt: atStep(0),
      stageChangedAt: atStep(path.length - 1),
      stageHistory: path.map((stage, step) => ({
        id: rowId(),
        stage,
        from: step === 0 ? null : path[step - 1],
        reason: null,
        by: counsellor,
        at: atStep(step),
      })),
      commission: {
        ...created.commission,
        ...(invoiced && !(EXIT_STAGES as readonly string[]).includes(application.stage)
          ? { status: 'invoiced', invoicedAt: after(invoiced, 1) }
          : {}),
        ...(enrolled ? { status: 'received', receivedAt: after(enrolled, 1), receivedAmount: expected } : {}),
      },
    },
  })
}

const MESSAGES: { from: 'staff' | 'student'; daysAgo: number; body: (student: DemoStudent) => string }[] = [
  {
    from: 'staff',
    daysAgo: 40,
    body: (s) =>
      `Hello ${s.name.split(' ')[0]}, I have added your applications to your portal. You will find each one there with its deadlines.`,
  },
  {
    from: 'student',
    daysAgo: 38,
    body: (s) => `Thank you! Should I send my ${s.tests[0]?.test ?? 'test'} score report now or with the application?`,
  },
  {
    from: 'staff',
    daysAgo: 37,
    body: () => 'Send it now, please: the universities ask for it with the application, and we upload it for you.',
  },
  {
    from: 'student',
    daysAgo: 6,
    body: (s) => `I have a question about ${s.applications[0]!.university}: can we talk this week?`,
  },
]

/** A short conversation with the counsellor, both ways, over the past weeks. */
async function seedMessages(
  payload: Payload,
  student: DemoStudent,
  studentId: number,
  counsellor: number,
  now: Date,
): Promise<number> {
  const messages = MESSAGES.filter((message) => message.daysAgo < student.openedDaysAgo)
  for (const [index, message] of messages.entries()) {
    const at = new Date(now.getTime() - message.daysAgo * DAY + index * 3_600_000).toISOString()
    // Past the hooks: a message the portal sends mails a notice, and these were read long ago.
    await payload.db.create({
      collection: 'student-messages',
      data: {
        student: studentId,
        body: message.body(student),
        sender: message.from,
        staffAuthor: message.from === 'staff' ? counsellor : null,
        createdAt: at,
        updatedAt: at,
      },
    })
  }
  return messages.length
}
