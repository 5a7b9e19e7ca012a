import { randomBytes } from 'node:crypto'

import type { Payload } from 'payload'

import { richText } from './rich-text'

// The demo's events (local demos only, like its sample leads): a webinar and a university visit to come, an open day
// to come that is full with people waiting, and a past fair whose visitors were checked in, so /events, the check-in
// list and the dashboard's funnels have something to show. Every registration says it is demo data in its address.

const HOUR = 60 * 60 * 1000
const DAY = 24 * HOUR

type DemoEvent = {
  slug: string
  title: string
  kind: 'webinar' | 'open-day' | 'university-visit' | 'fair'
  attendance: 'online' | 'in-person' | 'mixed'
  /** Days from now to its start, at 15:30 in Noida (10:00 UTC). */
  inDays: number
  hours: number
  capacity: number | null
  summary: string
  text: string
  venue?: string
  address?: string
  /** The venue's point for the event page's map. */
  map?: { latitude: number; longitude: number }
  questions?: { question: string; required: boolean }[]
  /** Registrations with a seat (the first `attended` of them came), and on the waiting list. */
  seats: number
  attended?: number
  waiting?: number
}

/** The office, as the contact page gives it (site settings) and at the point of its map. */
const OFFICE = { venue: 'Brighter Bridge office', address: '4th Floor, Tower B, Sector 62, Noida, Uttar Pradesh' }
const OFFICE_POINT = { latitude: 28.627, longitude: 77.3725 }

export const DEMO_EVENTS: DemoEvent[] = [
  {
    slug: 'uk-scholarships-webinar',
    title: 'UK scholarships: how to win one',
    kind: 'webinar',
    attendance: 'online',
    inDays: 7,
    hours: 1,
    capacity: 100,
    summary: 'An hour on the Chevening, Commonwealth and university scholarships, with your questions answered live.',
    text: 'Which scholarships Indian students win in the UK, what each asks for, and how to write a strong application. Bring your questions.',
    questions: [{ question: 'Which course are you thinking of?', required: false }],
    seats: 6,
  },
  {
    slug: 'noida-open-day',
    title: 'Open day at our Noida office',
    kind: 'open-day',
    attendance: 'in-person',
    inDays: 12,
    hours: 3,
    capacity: 8,
    summary: 'Meet our counsellors face to face, see sample applications and plan your next steps.',
    text: 'Drop in for a one-to-one with a counsellor, look through successful applications and ask about visas and costs.',
    ...OFFICE,
    map: OFFICE_POINT,
    seats: 8,
    waiting: 3,
  },
  {
    slug: 'university-of-leeds-visit',
    title: 'University of Leeds visits Noida',
    kind: 'university-visit',
    attendance: 'mixed',
    inDays: 20,
    hours: 2,
    capacity: null,
    summary: 'The University of Leeds’ admissions team on its courses, scholarships and campus life.',
    text: 'Hear from the admissions team, ask about entry requirements and apply on the spot with a counsellor’s help.',
    ...OFFICE,
    map: OFFICE_POINT,
    seats: 3,
  },
  {
    slug: 'study-abroad-fair-delhi',
    title: 'Study abroad fair, New Delhi',
    kind: 'fair',
    attendance: 'in-person',
    inDays: -20,
    hours: 6,
    capacity: 40,
    summary: 'Universities from the UK, Ireland and Australia in one hall, with our counsellors on hand.',
    text: 'Twenty universities, talks on visas and scholarships, and free profile reviews by our counsellors.',
    venue: 'The Lalit, New Delhi',
    address: 'Barakhamba Avenue, Connaught Place, New Delhi',
    map: { latitude: 28.6304, longitude: 77.2263 },
    seats: 10,
    attended: 6,
  },
]

const NAMES = ['Aanya Verma', 'Rohan Iyer', 'Ishita Gupta', 'Kabir Reddy', 'Meera Bose', 'Vikram Nair', 'Tara Kapoor']

/** Creates the demo events and their registrations once; an existing demo event means it was done. */
export async function seedDemoEvents(
  payload: Payload,
  now = new Date(),
): Promise<{ events: number; registrations: number }> {
  const existing = await payload.count({
    collection: 'events',
    where: { slug: { in: DEMO_EVENTS.map((event) => event.slug) } },
    overrideAccess: true,
  })
  if (existing.totalDocs > 0) return { events: 0, registrations: 0 }
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), 10)
  let registrations = 0
  for (const demo of DEMO_EVENTS) {
    const start = new Date(today + demo.inDays * DAY)
    const event = await payload.create({
      collection: 'events',
      data: {
        title: demo.title,
        slug: demo.slug,
        kind: demo.kind,
        attendance: demo.attendance,
        start: start.toISOString(),
        start_tz: 'Asia/Kolkata',
        end: new Date(start.getTime() + demo.hours * HOUR).toISOString(),
        end_tz: 'Asia/Kolkata',
        summary: demo.summary,
        description: richText([{ type: 'p', text: demo.text }]),
        capacity: demo.capacity,
        ...(demo.attendance !== 'in-person' ? { joinLink: `https://meet.example.com/${demo.slug}` } : {}),
        ...(demo.venue ? { venue: demo.venue, address: demo.address, map: demo.map } : {}),
        questions: demo.questions ?? [],
        _status: 'published',
      },
      overrideAccess: true,
    })
    const people = demo.seats + (demo.waiting ?? 0)
    for (let n = 0; n < people; n += 1) {
      const seat = n < demo.seats
      await payload.create({
        collection: 'event-registrations',
        data: {
          event: event.id,
          status: seat ? 'seat' : 'waiting',
          seat: seat && demo.capacity !== null ? n + 1 : null,
          queueOrder: seat ? null : now.getTime() + n,
          attended: seat && n < (demo.attended ?? 0),
          name: NAMES[n % NAMES.length]!,
          email: `demo.${demo.slug}.${n + 1}@example.com`,
          contactNumber: '+919810000000',
          answers: [],
          token: randomBytes(24).toString('base64url'),
          createdAt: new Date(Math.min(now.getTime(), start.getTime()) - (people - n) * HOUR).toISOString(),
        },
        overrideAccess: true,
      })
      registrations += 1
    }
  }
  return { events: DEMO_EVENTS.length, registrations }
}
