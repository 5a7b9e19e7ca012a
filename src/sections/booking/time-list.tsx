import type { FreeSlot } from '@/bookings/free-slots'

import { TIMES_TEXT } from './booking-copy'
import { stepHref } from './booking-links'
import { groupByPartOfDay, inTwoZones } from './booking-times'
import styles from './slot-lists.module.css'

type Props = {
  day: string
  slots: readonly FreeSlot[]
  zone: string
  officeZone: string
  /** Where the office is, for "10:00 in Noida". */
  officePlace: string
  /** The zone the address names, carried on by the links. */
  tz: string | null
  /** A booking's manage token, when the times choose its new time. */
  manage?: string | null
}

/**
 * A day's free times by part of the visitor's day, each a link that lands on its form: "15:30 (10:00 in Noida)". A
 * compact grid, several to a row even on a phone, each cell with the office's clock short under the visitor's
 * ("Noida 10:00") and said in full to screen readers.
 */
export function TimeList({ day, slots, zone, officeZone, officePlace, tz, manage }: Props) {
  const parts = groupByPartOfDay(slots, zone).map(({ part, slots: partSlots }) => ({
    part,
    times: partSlots.map((slot) => ({ slot, ...inTwoZones(slot.start, zone, officeZone) })),
  }))
  const withOffice = parts.some(({ times }) => times.some(({ office }) => office))
  return (
    <div className={styles.parts}>
      {parts.map(({ part, times }) => (
        <section key={part} className={styles.part} aria-labelledby={`book-part-${part}`}>
          <h3 id={`book-part-${part}`} className={styles.partTitle}>
            {TIMES_TEXT.parts[part]}
          </h3>
          <ul className={withOffice ? `${styles.times} ${styles.timesWithOffice}` : styles.times}>
            {times.map(({ slot, time, office }) => (
              <li key={slot.start}>
                <a
                  href={stepHref({ day, time: new Date(slot.start).toISOString(), tz, manage })}
                  className={`${styles.choice} ${styles.time}`}
                >
                  <span className={styles.main}>{time}</span>{' '}
                  {office ? (
                    <span className={styles.aside}>
                      <span aria-hidden="true">{TIMES_TEXT.officeShort(office.time, officePlace, office.weekday)}</span>
                      <span className="sr-only">({TIMES_TEXT.office(office.time, officePlace, office.weekday)})</span>
                    </span>
                  ) : null}
                </a>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  )
}
