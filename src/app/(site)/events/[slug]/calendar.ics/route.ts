import { eventPath } from '@/config/event-paths'
import { siteHost, siteUrl } from '@/config/env.server'
import { siteBrand } from '@/content/site-settings.server'
import { publicEventIcs } from '@/events/event-calendar-file'
import { publishedEvent } from '@/events/register-visitor.server'
import { payloadClient } from '@/payload/payload.server'

export const dynamic = 'force-dynamic'

/** GET /events/<slug>/calendar.ics: the event's "add to calendar" file, without its join link (decision 0173). */
export async function GET(_request: Request, { params }: { params: Promise<{ slug: string }> }) {
  const { slug } = await params
  const event = await publishedEvent(await payloadClient(), slug)
  if (!event) return new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain' } })
  const place = event.attendance === 'online' ? null : [event.venue, event.address].filter(Boolean).join(', ') || null
  const ics = publicEventIcs(
    {
      id: event.id,
      title: event.title,
      summary: event.summary,
      start: event.start,
      end: event.end,
      cancelled: Boolean(event.cancelled),
      location: place,
      url: `${siteUrl()}${eventPath(event.slug ?? slug)}`,
      sequence: event.sequence ?? 0,
    },
    { host: siteHost(), company: (await siteBrand()).name },
  )
  return new Response(ics, {
    headers: {
      'Content-Type': 'text/calendar; charset=utf-8',
      'Content-Disposition': `attachment; filename="${slug}.ics"`,
      'Cache-Control': 'no-store',
    },
  })
}
