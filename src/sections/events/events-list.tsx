import { EVENT_KINDS, type EventKind } from '@/cms/collections/events/config'
import { EVENTS_PATH, eventsOfKindPath, hasBegun } from '@/config/event-paths'
import type { EventSummary } from '@/content/events.server'

import { EventCard } from './event-card'
import { EVENTS_TEXT, KIND_PLURALS } from './event-copy'
import styles from './events.module.css'

const hasEnded = (event: EventSummary) => hasBegun(event.end)

/**
 * /events: links that show one kind (plain links with a query, so they work without a script), then the events to
 * come, soonest first, and the past ones, latest first, each marked as past.
 */
export function EventsList({
  events,
  kind,
  timeZone,
}: {
  events: EventSummary[]
  kind: EventKind | null
  timeZone: string
}) {
  const shown = kind ? events.filter((event) => event.kind === kind) : events
  const upcoming = shown.filter((event) => !hasEnded(event))
  const past = shown.filter(hasEnded).reverse()
  return (
    <>
      <nav aria-label={EVENTS_TEXT.filterLabel}>
        <ul className={styles.filters}>
          <li>
            <a className={styles.filter} href={EVENTS_PATH} aria-current={kind ? undefined : 'page'}>
              {EVENTS_TEXT.all}
            </a>
          </li>
          {EVENT_KINDS.map((each) => (
            <li key={each}>
              <a
                className={styles.filter}
                href={eventsOfKindPath(each)}
                aria-current={each === kind ? 'page' : undefined}
              >
                {KIND_PLURALS[each]}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <section className={styles.group} aria-labelledby="events-upcoming">
        <h2 id="events-upcoming" className={styles.groupTitle}>
          {EVENTS_TEXT.upcoming}
        </h2>
        {upcoming.length ? (
          <ul className={styles.list}>
            {upcoming.map((event) => (
              <EventCard key={event.id} event={event} timeZone={timeZone} past={false} />
            ))}
          </ul>
        ) : (
          <p>{kind ? EVENTS_TEXT.noneOfKind : EVENTS_TEXT.noneUpcoming}</p>
        )}
      </section>
      {past.length ? (
        <section className={styles.group} aria-labelledby="events-past">
          <h2 id="events-past" className={styles.groupTitle}>
            {EVENTS_TEXT.past}
          </h2>
          <ul className={styles.list}>
            {past.map((event) => (
              <EventCard key={event.id} event={event} timeZone={timeZone} past />
            ))}
          </ul>
        </section>
      ) : null}
    </>
  )
}
