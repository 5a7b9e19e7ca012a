import type React from 'react'

import { EVENT_KIND_LABELS } from '@/cms/collections/events/config'
import { eventCalendarPath } from '@/config/event-paths'
import type { EventDetail } from '@/content/events.server'

import { ArticleBody } from '../listing/article-body'
import { PlaceMap } from '../map/place-map'
import { seatsText } from './event-card'
import { ATTENDANCE_TEXT, EVENTS_TEXT } from './event-copy'
import { eventWhen } from './event-times'
import styles from './events.module.css'

/** The point of the venue's map: an event visitors come to in person, with the venue's coordinates given. */
export const venuePoint = (event: Pick<EventDetail, 'attendance' | 'map'>) =>
  event.attendance === 'online' ? null : event.map

/**
 * An event's page below its header: when (in the office's zone), where, who hosts it, the seats left and the
 * calendar file, the description and the venue's map on request, and beside it the registration form, or why
 * registration is closed.
 */
export function EventDetails({
  event,
  timeZone,
  closed,
  children,
}: {
  event: EventDetail
  timeZone: string
  /** Why visitors can no longer register, if they cannot. */
  closed: 'past' | 'cancelled' | null
  /** The registration form, while visitors may register. */
  children?: React.ReactNode
}) {
  const where =
    event.attendance === 'online'
      ? EVENTS_TEXT.joinLinkNote
      : [event.venue, event.address, event.attendance === 'mixed' ? EVENTS_TEXT.joinLinkNote : null]
          .filter(Boolean)
          .join('. ')
  const point = venuePoint(event)
  return (
    <div className={styles.layout}>
      <div>
        <dl className={styles.facts}>
          <div>
            <dt>{EVENTS_TEXT.when}</dt>
            <dd>
              <time dateTime={event.start}>{eventWhen(event.start, event.end, timeZone)}</time>
            </dd>
          </div>
          <div>
            <dt>{EVENTS_TEXT.where}</dt>
            <dd>
              {ATTENDANCE_TEXT[event.attendance]}: {where || EVENT_KIND_LABELS[event.kind]}
            </dd>
          </div>
          {event.hosts.length ? (
            <div>
              <dt>{EVENTS_TEXT.hosts}</dt>
              <dd>{event.hosts.map((host) => `${host.name}, ${host.designation}`).join('; ')}</dd>
            </div>
          ) : null}
        </dl>
        <ArticleBody html={event.html} />
        {point ? (
          <section className={styles.venueMap} aria-labelledby="venue-map-title">
            <h2 id="venue-map-title" className={styles.sectionTitle}>
              {EVENTS_TEXT.mapHeading}
            </h2>
            <PlaceMap location={point} title={EVENTS_TEXT.mapTitle(event.venue ?? event.title)} />
          </section>
        ) : null}
      </div>
      <div className={styles.aside}>
        {closed ? (
          <p className={styles.notice}>{closed === 'past' ? EVENTS_TEXT.closedPast : EVENTS_TEXT.closedCancelled}</p>
        ) : (
          <>
            <p className={styles.seats} data-testid="seats-left">
              {seatsText(event)}
            </p>
            <p>
              <a href={eventCalendarPath(event.slug)} download>
                {EVENTS_TEXT.addToCalendar}
              </a>
            </p>
            {children}
          </>
        )}
      </div>
    </div>
  )
}
