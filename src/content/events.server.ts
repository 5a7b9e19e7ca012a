import type { EventAttendance, EventKind } from '@/cms/collections/events/config'
import { followUpSettings } from '@/cms/globals/site-settings/follow-up-settings.server'
import type { Event, TeamMember } from '@/cms/payload-types'
import { payloadClient } from '@/payload/payload.server'

import { CONTENT_TAGS, cachedRead } from './cache.server'
import { type Picture, toPicture } from './picture'
import { and, PUBLISHED, type Seo, toSeo } from './published'
import { bodyHtml } from './rich-text-html.server'

export type EventSummary = {
  id: number
  slug: string
  title: string
  kind: EventKind
  start: string
  end: string
  summary: string
  attendance: EventAttendance
  venue: string | null
  cancelled: boolean
  capacity: number | null
  /** Seats not taken (an offered seat counts as taken); null for an event without a limit. */
  seatsLeft: number | null
  /** How many wait for a seat. */
  waiting: number
  image: Picture | null
}

export type EventDetail = EventSummary & {
  html: string
  address: string | null
  /** The venue's point for the map on request, when both its coordinates are given. */
  map: { latitude: number; longitude: number } | null
  hosts: { name: string; designation: string }[]
  questions: { question: string; required: boolean }[]
  seo: Seo
  updatedAt: string
}

const TAGS = [CONTENT_TAGS.events, CONTENT_TAGS.media, CONTENT_TAGS.team]

/** The fields a public page reads: never the join link, the recording or the calendar's revision. */
const PUBLIC_FIELDS = {
  title: true,
  slug: true,
  kind: true,
  start: true,
  end: true,
  summary: true,
  attendance: true,
  venue: true,
  address: true,
  map: true,
  cancelled: true,
  capacity: true,
  image: true,
  description: true,
  hosts: true,
  questions: true,
  seo: true,
  updatedAt: true,
} as const

async function seatCounts(eventId: number) {
  const payload = await payloadClient()
  const count = async (statuses: string[]) =>
    (
      await payload.count({
        collection: 'event-registrations',
        where: { and: [{ event: { equals: eventId } }, { status: { in: statuses } }] },
        overrideAccess: true,
      })
    ).totalDocs
  const [seated, waiting] = await Promise.all([count(['seat', 'offered']), count(['waiting'])])
  return { seated, waiting }
}

async function toSummary(event: Event): Promise<EventSummary> {
  const { seated, waiting } = await seatCounts(event.id)
  const capacity = typeof event.capacity === 'number' ? event.capacity : null
  return {
    id: event.id,
    slug: event.slug ?? String(event.id),
    title: event.title,
    kind: event.kind,
    start: event.start,
    end: event.end,
    summary: event.summary,
    attendance: event.attendance,
    venue: event.venue || null,
    cancelled: Boolean(event.cancelled),
    capacity,
    seatsLeft: capacity === null ? null : Math.max(0, capacity - seated),
    waiting,
    image: toPicture(event.image),
  }
}

const venuePoint = (map: Event['map']) =>
  typeof map?.latitude === 'number' && typeof map.longitude === 'number'
    ? { latitude: map.latitude, longitude: map.longitude }
    : null

/** Every published event, soonest first; the page splits them into upcoming and past at the time it renders. */
export const listEvents = cachedRead('events:list', TAGS, async (): Promise<EventSummary[]> => {
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'events',
    where: PUBLISHED,
    sort: ['start', 'id'],
    pagination: false,
    depth: 1,
    select: PUBLIC_FIELDS,
    overrideAccess: true,
  })
  return Promise.all((docs as Event[]).map(toSummary))
})

/** The published event at `slug`, with its description as safe HTML, or null. */
export const eventBySlug = cachedRead('events:detail', TAGS, async (slug: string): Promise<EventDetail | null> => {
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'events',
    where: and(PUBLISHED, { slug: { equals: slug } }),
    limit: 1,
    depth: 1,
    select: PUBLIC_FIELDS,
    overrideAccess: true,
  })
  const event = docs[0] as Event | undefined
  if (!event) return null
  return {
    ...(await toSummary(event)),
    html: bodyHtml(event.description),
    address: event.address || null,
    map: venuePoint(event.map),
    hosts: (event.hosts ?? [])
      .filter((host): host is TeamMember => typeof host === 'object' && host !== null)
      .map((host) => ({ name: host.name, designation: host.designation })),
    questions: (event.questions ?? []).map((entry) => ({
      question: entry.question,
      required: Boolean(entry.required),
    })),
    seo: toSeo(event.seo),
    updatedAt: event.updatedAt,
  }
})

/** Every published event's slug and last change, for the sitemap. */
export const publishedEventSlugs = cachedRead('events:slugs', [CONTENT_TAGS.events], async () => {
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'events',
    where: PUBLISHED,
    pagination: false,
    depth: 0,
    select: { slug: true, updatedAt: true },
    overrideAccess: true,
  })
  return docs.flatMap((doc) => (doc.slug ? [{ slug: doc.slug, updatedAt: doc.updatedAt }] : []))
})

/** The office's time zone, in which the site shows an event's times. */
export const officeTimeZone = cachedRead('events:zone', [CONTENT_TAGS.siteSettings], async () => {
  const { calendar } = await followUpSettings(await payloadClient())
  return calendar.timeZone
})
