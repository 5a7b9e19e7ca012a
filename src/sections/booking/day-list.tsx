import type { DaySlots } from './book-view.server'
import { DAYS_TEXT } from './booking-copy'
import { stepHref } from './booking-links'
import { dayLabel } from './booking-times'
import styles from './slot-lists.module.css'

/** The open days, each a link that lands on its free times: "Thursday 3 December, 12 free times". */
export function DayList({
  days,
  tz,
  label,
  manage,
}: {
  days: readonly DaySlots[]
  tz: string | null
  label?: string
  manage?: string | null
}) {
  return (
    <ul className={styles.days} aria-label={label}>
      {days.map(({ day, slots }) => (
        <li key={day}>
          <a href={stepHref({ day, tz, manage })} className={styles.choice}>
            <span className={styles.main}>{dayLabel(day)}</span>
            <span className="sr-only">, </span>
            <span className={styles.aside}>{DAYS_TEXT.count(slots.length)}</span>
          </a>
        </li>
      ))}
    </ul>
  )
}
