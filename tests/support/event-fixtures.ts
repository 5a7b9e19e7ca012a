import type { Payload } from 'payload'

import type { Event } from '@/cms/payload-types'
import { richText } from '@/seed/rich-text'

const HOUR = 60 * 60_000

/** A published event starting `startsIn` ms from `now`, an hour long; the rest as given. */
export async function newEvent(
  payload: Payload,
  {
    title = 'UK scholarships webinar',
    startsIn = 7 * 24 * HOUR,
    now = Date.now(),
    ...rest
  }: Partial<Omit<Event, 'start' | 'end'>> & { startsIn?: number; now?: number } = {},
): Promise<Event> {
  const start = new Date(now + startsIn)
  return payload.create({
    collection: 'events',
    data: {
      title,
      kind: 'webinar',
      attendance: 'online',
      start: start.toISOString(),
      start_tz: 'Asia/Kolkata',
      end: new Date(start.getTime() + HOUR).toISOString(),
      end_tz: 'Asia/Kolkata',
      summary: 'How to win a scholarship for a UK master’s.',
      description: richText([{ type: 'p', text: 'An hour on the UK’s scholarships, with questions.' }]),
      joinLink: 'https://meet.example.org/uk-scholarships',
      _status: 'published',
      ...rest,
    } as never,
    overrideAccess: true,
  })
}
