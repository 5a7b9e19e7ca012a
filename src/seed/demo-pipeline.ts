import { randomBytes } from 'node:crypto'

import { TZDate } from '@date-fns/tz'
import type { Payload } from 'payload'

import { addWorkingMinutes, type WorkingCalendar } from '@/calendar/working-time'
import { followUpSettings } from '@/cms/globals/site-settings/follow-up-settings.server'

/**
 * The demo's lead pipeline (local demos only, like the demo admin): three counsellors and a few dozen sample leads
 * over the past eight weeks, in every status, with notes, assignments and response times, so My leads, the lists
 * and the dashboard have something to show. Every sample lead says it is demo data, in its first note and its
 * campaign. A public deployment never gets them.
 */
export const DEMO_COUNSELLOR_PASSWORD = 'demo-counsellor-password'

const weekdays = (opens: string, closes: string) =>
  (['mon', 'tue', 'wed', 'thu', 'fri'] as const).map((day) => ({ day, opens, closes }))

/** Three counsellors with bookable hours; one works from London, so /book shows hours across two time zones. */
export const DEMO_COUNSELLORS = [
  {
    name: 'Priya Sharma',
    email: 'priya.counsellor@example.com',
    leadShare: 2,
    timeZone: 'Asia/Kolkata',
    weeklyHours: [...weekdays('10:00', '13:00'), ...weekdays('14:00', '18:00')],
    videoLink: 'https://meet.example.com/priya-sharma',
  },
  {
    name: 'Arjun Mehta',
    email: 'arjun.counsellor@example.com',
    leadShare: 1,
    timeZone: 'Asia/Kolkata',
    weeklyHours: [...weekdays('11:00', '17:00'), { day: 'sat' as const, opens: '10:00', closes: '13:00' }],
    videoLink: 'https://meet.example.com/arjun-mehta',
  },
  {
    name: 'Sara Khan',
    email: 'sara.counsellor@example.com',
    leadShare: 1,
    timeZone: 'Europe/London',
    weeklyHours: weekdays('09:00', '13:00'),
    videoLink: 'https://meet.example.com/sara-khan',
  },
]

export const DEMO_NOTE = 'Demo data: a sample lead the seed made to show the pipeline.'
const DEMO_CAMPAIGN = 'demo-data'

const FIRST_NAMES = ['Aanya', 'Rohan', 'Ishita', 'Kabir', 'Meera', 'Vikram', 'Tara', 'Dev', 'Naina', 'Arnav', 'Zoya']
const LAST_NAMES = ['Verma', 'Iyer', 'Gupta', 'Reddy', 'Bose', 'Malhotra', 'Nair', 'Kapoor', 'Joshi', 'Singh']
const COURSES = ['MSc Data Science', 'MBA', 'BSc Psychology', 'LLM', 'MSc Finance', 'BEng Mechanical', 'MA Design']
const SCHOOLS = [
  'Delhi Public School',
  'Amity International',
  'Modern School',
  'The Heritage School',
  'DAV Public School',
]
const CITIES = ['Noida', 'Gurugram', 'New Delhi', 'Ghaziabad', 'Faridabad']
const SOURCES = [
  { source: 'google', medium: 'cpc', campaign: 'study-abroad-autumn' },
  { source: 'facebook', medium: 'social', campaign: 'uk-masters' },
  { source: 'newsletter', medium: 'email', campaign: 'scholarships' },
  {},
  {},
] as const
/** Where the sample leads stand: most answered and moving on, some lost, a few waiting (one overdue). */
const STATUSES = ['contacted', 'qualified', 'enrolled', 'closed', 'contacted', 'qualified', 'new', 'spam'] as const

/** A small deterministic generator, so every demo has the same sample leads. */
function generator(seed: number) {
  let state = seed
  const next = () => {
    state = (state * 1664525 + 1013904223) % 2 ** 32
    return state / 2 ** 32
  }
  return { next, pick: <T>(items: readonly T[]) => items[Math.floor(next() * items.length)]! }
}

const DAY = 24 * 60 * 60 * 1000
/** An array row's id, as Payload makes them: written past Payload, the rows need their own. */
const rowId = () => randomBytes(12).toString('hex')

export async function seedDemoPipeline(
  payload: Payload,
  now = new Date(),
): Promise<{ created: number; meetings: number }> {
  const existing = await payload.find({
    collection: 'users',
    where: { email: { in: DEMO_COUNSELLORS.map((counsellor) => counsellor.email) } },
    depth: 0,
    limit: 10,
    overrideAccess: true,
  })
  if (existing.totalDocs > 0) return { created: 0, meetings: 0 }

  const counsellors: number[] = []
  for (const counsellor of DEMO_COUNSELLORS) {
    const user = await payload.create({
      collection: 'users',
      data: { ...counsellor, role: 'counsellor', password: DEMO_COUNSELLOR_PASSWORD },
      overrideAccess: true,
    })
    counsellors.push(user.id)
  }
  const { calendar, responseTargetMinutes } = await followUpSettings(payload)
  const random = generator(20261127)
  let created = 0
  const leads: SampleLead[] = []
  for (let index = 0; index < 40; index += 1) {
    leads.push(await sampleLead(payload, { index, now, calendar, responseTargetMinutes, counsellors, random }))
    created += 1
  }
  const meetings = await pastMeetings(payload, { now, leads, counsellors })
  return { created: created + counsellors.length, meetings }
}

type SampleLead = {
  collection: 'enquiries' | 'consultations'
  id: number
  status: string
  arrivedAt: Date
  assignee: number
  visitor: { name: string; email: string; contactNumber: string }
}

/** What became of a sample lead's meeting, by where the lead stands now. */
const OUTCOMES: Record<string, 'attended' | 'no-show' | 'cancelled' | undefined> = {
  qualified: 'attended',
  enrolled: 'attended',
  closed: 'no-show',
  contacted: 'cancelled',
}

/**
 * The meetings the sample leads had, all behind us and each with its outcome, so the bookings chart and the agenda
 * have a past: the lead's counsellor met them on the second weekday after they arrived, an hour after she starts.
 * Written past the bookings' hooks (the meeting's outcome is already in the lead's status) and holding no time, since
 * no free time lies in the past.
 */
async function pastMeetings(
  payload: Payload,
  { now, leads, counsellors }: { now: Date; leads: readonly SampleLead[]; counsellors: readonly number[] },
): Promise<number> {
  const type = (
    await payload.find({
      collection: 'meeting-types',
      where: { active: { equals: true } },
      sort: 'createdAt',
      limit: 1,
      depth: 0,
      overrideAccess: true,
    })
  ).docs[0]
  if (!type) return 0
  let meetings = 0
  for (const lead of leads) {
    const outcome = OUTCOMES[lead.status]
    const counsellor = DEMO_COUNSELLORS[counsellors.indexOf(lead.assignee)]
    if (!outcome || !counsellor) continue
    const start = meetingTime(lead.arrivedAt, counsellor)
    const end = new Date(start.getTime() + type.durationMinutes * 60_000)
    if (end >= now) continue
    await payload.db.create({
      collection: 'bookings',
      data: {
        start: start.toISOString(),
        end: end.toISOString(),
        status: outcome,
        counsellor: lead.assignee,
        meetingType: type.id,
        ...lead.visitor,
        visitorTimeZone: 'Asia/Kolkata',
        lead: { relationTo: lead.collection, value: lead.id },
        sequence: 0,
        createdAt: lead.arrivedAt.toISOString(),
        updatedAt: end.toISOString(),
      },
    })
    meetings += 1
  }
  return meetings
}

/** The second weekday after `arrivedAt`, in the counsellor's zone, an hour after her first hours open. */
function meetingTime(arrivedAt: Date, counsellor: (typeof DEMO_COUNSELLORS)[number]): Date {
  const local = new TZDate(arrivedAt.getTime(), counsellor.timeZone)
  const [hours, minutes] = counsellor.weeklyHours[0]!.opens.split(':').map(Number) as [number, number]
  let day = new TZDate(local.getFullYear(), local.getMonth(), local.getDate(), 12, 0, counsellor.timeZone)
  for (let weekdays = 0; weekdays < 2;) {
    day = new TZDate(day.getFullYear(), day.getMonth(), day.getDate() + 1, 12, 0, counsellor.timeZone)
    if (day.getDay() !== 0 && day.getDay() !== 6) weekdays += 1
  }
  return new TZDate(day.getFullYear(), day.getMonth(), day.getDate(), hours + 1, minutes, counsellor.timeZone)
}

type Sample = {
  index: number
  now: Date
  calendar: WorkingCalendar
  responseTargetMinutes: number
  counsellors: number[]
  random: ReturnType<typeof generator>
}

async function sampleLead(
  payload: Payload,
  { index, now, calendar, responseTargetMinutes, counsellors, random }: Sample,
): Promise<SampleLead> {
  // Spread over eight weeks, older leads further along; the last few arrived in the past day and wait for an answer.
  const recent = index >= 36
  const arrivedAt = new Date(now.getTime() - (recent ? (40 - index) * 0.2 * DAY : (8 * 7 - index * 1.5) * DAY))
  const status = recent ? 'new' : random.pick(STATUSES)
  const first = random.pick(FIRST_NAMES)
  const name = `${first} ${random.pick(LAST_NAMES)}`
  const email = `${first.toLowerCase()}.${index}@example.com`
  const contactNumber = `98${String(10000000 + index * 7919).slice(0, 8)}`
  const consultation = random.next() < 0.45
  const assignee = counsellors[index % counsellors.length]!
  const due = addWorkingMinutes(arrivedAt, responseTargetMinutes, calendar)
  const answered = status !== 'new' && status !== 'spam'
  // Most answers within the hour; some a morning late.
  const took = random.next() < 0.75 ? 5 + Math.floor(random.next() * 50) : 70 + Math.floor(random.next() * 300)
  const firstResponseAt = answered ? addWorkingMinutes(arrivedAt, took, calendar) : null
  const utm = random.pick(SOURCES)
  const fields = consultation
    ? {
        name,
        email,
        contactNumber,
        currentlyPursuing: 'Class XII',
        previousScore: `${80 + Math.floor(random.next() * 18)}%`,
        preferredCourse: random.pick(COURSES),
      }
    : { name, email, contactNumber, organization: random.pick(SCHOOLS), city: random.pick(CITIES) }
  const collection = consultation ? 'consultations' : 'enquiries'
  const at = (date: Date | null) => date?.toISOString()
  const lead = await payload.create({
    collection,
    data: {
      ...fields,
      ...(consultation ? {} : { source: index % 3 === 0 ? 'contact' : 'popup' }),
      status,
      ...(status === 'spam' ? {} : { assignee, responseDueAt: at(due) }),
      attribution: { pagePath: consultation ? '/summer-school' : '/', utm: { ...utm, campaign: DEMO_CAMPAIGN } },
      createdAt: arrivedAt.toISOString(),
    } as never,
    overrideAccess: true,
    depth: 0,
  })
  // The record as it would have grown: written past the hooks, which stamp every change with the present time.
  const answeredAt = firstResponseAt ?? arrivedAt
  await payload.db.updateOne({
    collection,
    id: lead.id,
    data: {
      ...lead,
      createdAt: arrivedAt.toISOString(),
      firstResponseAt: at(firstResponseAt) ?? null,
      responseMinutes: answered ? took : null,
      statusHistory: [
        { id: rowId(), status: 'new', by: null, at: arrivedAt.toISOString() },
        ...(status === 'new'
          ? []
          : [{ id: rowId(), status, by: status === 'spam' ? null : assignee, at: answeredAt.toISOString() }]),
      ],
      assignmentHistory: status === 'spam' ? [] : [{ id: rowId(), assignee, by: null, at: arrivedAt.toISOString() }],
      notes: [
        { id: rowId(), text: DEMO_NOTE, author: null, at: arrivedAt.toISOString() },
        ...(answered
          ? [
              {
                id: rowId(),
                text: 'Called; sent the brochure and the scholarship dates.',
                author: assignee,
                at: at(firstResponseAt),
              },
            ]
          : []),
      ],
    },
  })
  return { collection, id: lead.id, status, arrivedAt, assignee, visitor: { name, email, contactNumber } }
}
