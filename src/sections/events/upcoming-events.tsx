import { EVENTS_PATH } from '@/config/event-paths'
import type { EventSummary } from '@/content/events.server'
import { Section, SectionHeading } from '@/ui/section'

import { EventCard } from './event-card'
import styles from './events.module.css'

export const UPCOMING_EVENTS_TITLE = 'Upcoming events'
export const UPCOMING_EVENTS_MORE = 'All events'
/** How many events the band shows. */
export const UPCOMING_EVENTS_SHOWN = 3

/**
 * The "Upcoming events" band editors may add to any page: the next events that go ahead, soonest first, each with its
 * seats left, and a link to them all; not rendered when none is to come.
 */
export function UpcomingEvents({ events, lead, timeZone }: { events: EventSummary[]; lead: string; timeZone: string }) {
  if (!events.length) return null
  return (
    <Section tone="tint" labelledBy="upcoming-events">
      <SectionHeading id="upcoming-events" title={UPCOMING_EVENTS_TITLE} lead={lead} />
      <ul className={styles.list}>
        {events.map((event) => (
          <EventCard key={event.id} event={event} timeZone={timeZone} past={false} />
        ))}
      </ul>
      <p>
        <a href={EVENTS_PATH}>{UPCOMING_EVENTS_MORE}</a>
      </p>
    </Section>
  )
}
