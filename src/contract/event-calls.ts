import { z } from 'zod'

import { EVENT_ATTENDANCE, EVENT_KINDS } from '@/cms/collections/events/config'
import { eventPath } from '@/config/event-paths'
import type { EventSummary } from '@/content/events.server'
import { eventRegistrationRequestSchema } from '@/schema/event-registration-schema'

import { errorAnswer } from './responses'

// Our own event calls (docs/decisions/0172, 0174), beside the §7 calls: the published events, and registering.

export const EVENT_API_PATHS = {
  list: '/api/events',
  register: '/api/events/{slug}/registrations',
} as const

export const eventsQuerySchema = z
  .object({
    kind: z.enum(EVENT_KINDS).optional().meta({ description: 'Only events of this kind.' }),
    when: z
      .enum(['upcoming', 'past', 'all'])
      .default('upcoming')
      .meta({ description: 'Events still to end (soonest first, the default), those over (latest first), or all.' }),
  })
  .meta({ id: 'EventsQuery' })

export type EventsQuery = z.infer<typeof eventsQuerySchema>

const eventItem = z.object({
  id: z.number(),
  slug: z.string(),
  url: z.string().meta({ description: 'The event’s page on this site.' }),
  title: z.string(),
  kind: z.enum(EVENT_KINDS),
  start: z.string().meta({ description: 'ISO 8601, UTC.' }),
  end: z.string().meta({ description: 'ISO 8601, UTC.' }),
  summary: z.string(),
  attendance: z.enum(EVENT_ATTENDANCE),
  venue: z.string().nullable(),
  cancelled: z.boolean(),
  capacity: z.number().nullable().meta({ description: 'Seats; null for no limit.' }),
  seatsLeft: z.number().nullable().meta({ description: 'Seats not taken; null for no limit.' }),
})

export const eventsAnswer = z.object({ data: z.array(eventItem) }).meta({ id: 'Events' })

export const registrationAnswer = z
  .object({
    data: z.object({
      status: z.enum(['seat', 'waiting']),
      place: z.number().optional().meta({ description: 'The place on the waiting list, when waiting.' }),
      message: z.string(),
    }),
  })
  .meta({ id: 'EventRegistration' })

/** An event as the list call answers it. */
export const toEventItem = (event: EventSummary): z.infer<typeof eventItem> => ({
  id: event.id,
  slug: event.slug,
  url: eventPath(event.slug),
  title: event.title,
  kind: event.kind,
  start: event.start,
  end: event.end,
  summary: event.summary,
  attendance: event.attendance,
  venue: event.venue,
  cancelled: event.cancelled,
  capacity: event.capacity,
  seatsLeft: event.seatsLeft,
})

/** The events the query asks for, from every published event soonest first. */
export function eventsFor(events: EventSummary[], { kind, when }: EventsQuery, now: number): EventSummary[] {
  const ofKind = kind ? events.filter((event) => event.kind === kind) : events
  if (when === 'all') return ofKind
  const over = (event: EventSummary) => Date.parse(event.end) <= now
  return when === 'past' ? ofKind.filter(over).reverse() : ofKind.filter((event) => !over(event))
}

export const EVENT_CALLS = {
  list: { path: EVENT_API_PATHS.list, query: eventsQuerySchema, answer: eventsAnswer },
  register: {
    path: EVENT_API_PATHS.register,
    request: eventRegistrationRequestSchema.meta({ id: 'EventRegistrationRequest' }),
    answer: registrationAnswer,
    conflict: errorAnswer,
  },
} as const
