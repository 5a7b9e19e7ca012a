import { EVENT_KIND_LABELS } from '@/cms/collections/events/config'
import { eventPath } from '@/config/event-paths'
import type { EventSummary } from '@/content/events.server'

import { ATTENDANCE_TEXT, EVENTS_TEXT } from './event-copy'
import { eventDay } from './event-times'
import styles from './events.module.css'

/** The seats an event has left, as its card and page say them. */
export function seatsText(event: Pick<EventSummary, 'seatsLeft'>): string {
  if (event.seatsLeft === null) return EVENTS_TEXT.noLimit
  return event.seatsLeft > 0 ? EVENTS_TEXT.seats(event.seatsLeft) : EVENTS_TEXT.full
}

/** One event in a list: its kind, day, title, where, the short text and, while it is to come, the seats left. */
export function EventCard({ event, timeZone, past }: { event: EventSummary; timeZone: string; past: boolean }) {
  const titleId = `event-${event.id}-title`
  return (
    <li>
      <article className={`${styles.card} ${past ? styles.past : ''}`} aria-labelledby={titleId}>
        <p className={styles.marks}>
          {past ? <span className={styles.mark}>{EVENTS_TEXT.pastMark}</span> : null}
          {event.cancelled ? <span className={styles.mark}>{EVENTS_TEXT.cancelledMark}</span> : null}
          <span>{EVENT_KIND_LABELS[event.kind]}</span>
          <time dateTime={event.start}>{eventDay(event.start, timeZone)}</time>
        </p>
        <h3 id={titleId} className={styles.cardTitle}>
          <a href={eventPath(event.slug)}>{event.title}</a>
        </h3>
        <p className={styles.meta}>
          {event.attendance === 'online' ? ATTENDANCE_TEXT.online : (event.venue ?? ATTENDANCE_TEXT[event.attendance])}
        </p>
        <p>{event.summary}</p>
        {!past && !event.cancelled ? <p className={styles.seats}>{seatsText(event)}</p> : null}
      </article>
    </li>
  )
}
