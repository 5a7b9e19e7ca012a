import { ZONE_TEXT } from './booking-copy'
import { BOOK_PATH, STEP_ANCHOR } from './booking-links'
import { zoneOptions } from './zone-options'
import styles from './zone-picker.module.css'

const SELECT_ID = 'book-time-zone'

/**
 * The zone the page shows times in, and a plain GET form to change it: the chosen day and time go along, and the
 * form's address keeps its fragment, so the visitor lands on their step again.
 */
export function ZonePicker({
  zone,
  officeZone,
  now,
  day,
  time,
}: {
  zone: string
  officeZone: string
  now: number
  day?: string | null
  time?: string | null
}) {
  return (
    <form method="get" action={`${BOOK_PATH}#${STEP_ANCHOR}`} className={styles.zone}>
      {day ? <input type="hidden" name="day" value={day} /> : null}
      {time ? <input type="hidden" name="time" value={time} /> : null}
      <div className={styles.field}>
        <label htmlFor={SELECT_ID} className={styles.label}>
          {ZONE_TEXT.label}
        </label>
        <select id={SELECT_ID} name="tz" defaultValue={zone} className={styles.select}>
          {zoneOptions(zone, officeZone, now).map((option) => (
            <option key={option.zone} value={option.zone}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className={styles.button}>
        {ZONE_TEXT.button}
      </button>
    </form>
  )
}
