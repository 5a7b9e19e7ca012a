import type { FreeSlot } from '@/bookings/free-slots'

import { TIMES_TEXT } from './booking-copy'
import { bookHref } from './booking-links'
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

/** A day's free times by part of the visitor's day, each a link to its form: "15:30 (10:00 in Noida)". */
export function TimeList({ day, slots, zone, officeZone, officePlace, tz, manage }: Props) {
  return (
    <div className={styles.parts}>
      {groupByPartOfDay(slots, zone).map(({ part, slots: partSlots }) => (
        <section key={part} className={styles.part} aria-labelledby={`book-part-${part}`}>
          <h3 id={`book-part-${part}`} className={styles.partTitle}>
            {TIMES_TEXT.parts[part]}
          </h3>
          <ul className={styles.times}>
            {partSlots.map((slot) => {
              const { time, office } = inTwoZones(slot.start, zone, officeZone)
              return (
                <li key={slot.start}>
                  <a
                    href={bookHref({ day, time: new Date(slot.start).toISOString(), tz, manage })}
                    className={styles.choice}
                  >
                    <span className={styles.main}>{time}</span>{' '}
                    {office ? (
                      <span className={styles.aside}>
                        ({TIMES_TEXT.office(office.time, officePlace, office.weekday)})
                      </span>
                    ) : null}
                  </a>
                </li>
              )
            })}
          </ul>
        </section>
      ))}
    </div>
  )
}
