import { localDay } from '@/calendar/working-time'

import type { BookedView } from './booked-view.server'
import { BOOKED_PAGE, TIMES_TEXT } from './booking-copy'
import { clockTime, dayLabel, inTwoZones } from './booking-times'
import styles from './booked-summary.module.css'
import { zonePlace } from './zone-options'

type Booked = Extract<BookedView, { kind: 'booked' }>

/** How the meeting happens, as the visitor's invitation says it. */
function howText(booking: Booked): string {
  const counsellor = booking.counsellor ?? BOOKED_PAGE.someone
  switch (booking.way.mode) {
    case 'phone':
      return BOOKED_PAGE.ways.phone(counsellor, booking.way.number)
    case 'video':
      return BOOKED_PAGE.ways.video
    case 'office':
      return BOOKED_PAGE.ways.office(booking.way.address)
  }
}

/**
 * The booked meeting: when, in the visitor's zone and the office's; with whom; how; and that the confirmation with
 * its calendar invitation went to their email.
 */
export function BookedSummary({ booking, officePlace }: { booking: Booked; officePlace: string }) {
  const { visitorZone, officeZone } = booking
  const day = dayLabel(localDay(new Date(booking.start), visitorZone))
  const from = clockTime(booking.start, visitorZone)
  const until = clockTime(booking.end, visitorZone)
  const { office } = inTwoZones(booking.start, visitorZone, officeZone)
  return (
    <section className={styles.summary} aria-labelledby="booked-title">
      <h2 id="booked-title" className={styles.title}>
        {BOOKED_PAGE.detailsTitle}
      </h2>
      <dl className={styles.list}>
        <div className={styles.row}>
          <dt>{BOOKED_PAGE.when}</dt>
          <dd>
            <span className={styles.strong}>
              {day}, {from}–{until}
            </span>
            <span className={styles.soft}>({BOOKED_PAGE.yourTime(zonePlace(visitorZone))})</span>
            {office ? (
              <span className={styles.soft}>
                {BOOKED_PAGE.officeTime(TIMES_TEXT.office(office.time, officePlace, office.weekday))}
              </span>
            ) : null}
          </dd>
        </div>
        <div className={styles.row}>
          <dt>{BOOKED_PAGE.with}</dt>
          <dd>{booking.counsellor ?? BOOKED_PAGE.someone}</dd>
        </div>
        <div className={styles.row}>
          <dt>{BOOKED_PAGE.how}</dt>
          <dd>{howText(booking)}</dd>
        </div>
      </dl>
      <p className={styles.sent}>{BOOKED_PAGE.sent(booking.email)}</p>
      <p className={styles.change}>{BOOKED_PAGE.change}</p>
    </section>
  )
}
