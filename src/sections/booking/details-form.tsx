import type { FreeSlot } from '@/bookings/free-slots'
import formStyles from '@/forms/forms.module.css'
import { HONEYPOT_FIELD } from '@/schema/honeypot'
import type { Challenge } from '@/security/captcha.server'

import { DETAILS_TEXT, TIMES_TEXT, type MeetingMode } from './booking-copy'
import { keptProblems, type ErrorField, type KeptField, type KeptForm } from './booking-form-cookie'
import { CONFIRM_PATH, stepHref } from './booking-links'
import { dayLabel, inTwoZones } from './booking-times'
import styles from './details-form.module.css'
import { stepAnchor } from './step-anchor'

type Props = {
  day: string
  slot: FreeSlot
  zone: string
  officeZone: string
  officePlace: string
  /** The zone the address names, if any: the form sends it on as the visitor's. */
  tz: string | null
  meeting: { minutes: number; mode: MeetingMode }
  challenge: Challenge
  /** What the visitor typed and what was wrong, when the form comes back to them. */
  kept: KeptForm | null
  busy: boolean
  /** The visitor who just sent an enquiry or consultation (their lead's cookie): booked without typing again. */
  lead: { name: string; email: string } | null
  /** Which message the step's address lands on, when it lands on one of the form's. */
  landing: 'problems' | 'busy' | null
}

const FIELDS: readonly {
  name: KeptField
  type: 'text' | 'email' | 'tel'
  autoComplete: string
  inputMode?: 'email' | 'tel'
}[] = [
  { name: 'name', type: 'text', autoComplete: 'name' },
  { name: 'email', type: 'email', autoComplete: 'email', inputMode: 'email' },
  { name: 'contactNumber', type: 'tel', autoComplete: 'tel', inputMode: 'tel' },
]

const inputId = (field: ErrorField) => `book-${field}`
const errorId = (field: ErrorField) => `book-${field}-error`

/** The error next to a field, and the attributes that tie the field to it. */
function fieldError(kept: KeptForm | null, field: ErrorField) {
  const message = kept?.errors[field]
  return {
    message,
    attributes: message ? { 'aria-invalid': true, 'aria-describedby': errorId(field) } : {},
  }
}

/**
 * Step 3: the chosen time again, and a plain form that posts to /book/confirm: the visitor's details with the labels
 * and autocomplete of the enquiry form, the site's captcha drawn here on the server, and the hidden honeypot. When the
 * form comes back refused, the summary at its top lists each problem, linked to its field.
 */
export function DetailsForm({
  day,
  slot,
  zone,
  officeZone,
  officePlace,
  tz,
  meeting,
  challenge,
  kept,
  busy,
  lead,
  landing,
}: Props) {
  const { time, office } = inTwoZones(slot.start, zone, officeZone)
  const start = new Date(slot.start).toISOString()
  const problems = keptProblems(kept)
  return (
    <div className={styles.layout}>
      <div className={styles.chosen}>
        <p className={styles.chosenLabel}>{DETAILS_TEXT.chosen}</p>
        <p className={styles.when}>{DETAILS_TEXT.when(dayLabel(day), time)}</p>
        {office ? (
          <p className={styles.office}>({TIMES_TEXT.office(office.time, officePlace, office.weekday)})</p>
        ) : null}
        <p className={styles.length}>{DETAILS_TEXT.length(meeting.minutes, meeting.mode)}</p>
        <a href={stepHref({ day, tz })}>{DETAILS_TEXT.otherTime}</a>
      </div>

      <form method="post" action={CONFIRM_PATH} className={styles.form} aria-labelledby="book-details-title" noValidate>
        <p className={styles.lead}>{DETAILS_TEXT.lead}</p>
        {busy ? (
          <p className={styles.notice} role="alert" {...stepAnchor(landing === 'busy')}>
            {DETAILS_TEXT.busy}
          </p>
        ) : null}
        {problems.length ? (
          <div
            className={styles.summary}
            role="alert"
            aria-labelledby="book-problems-title"
            {...stepAnchor(landing === 'problems')}
          >
            <h3 id="book-problems-title" className={styles.summaryTitle}>
              {DETAILS_TEXT.summaryTitle}
            </h3>
            <ul>
              {problems.map(([field, message]) => (
                <li key={field}>{field === '_' ? message : <a href={`#${inputId(field)}`}>{message}</a>}</li>
              ))}
            </ul>
          </div>
        ) : null}

        <input type="hidden" name="start" value={start} />
        <input type="hidden" name="day" value={day} />
        <input type="hidden" name="tz" value={tz ?? ''} />
        {lead ? (
          <>
            <input type="hidden" name="forLead" value="1" />
            <p className={styles.lead}>{DETAILS_TEXT.forLead(lead.name, lead.email)}</p>
          </>
        ) : (
          <DetailsFields challenge={challenge} kept={kept} />
        )}

        <button type="submit" className={formStyles.submit}>
          {DETAILS_TEXT.submit}
        </button>
      </form>
    </div>
  )
}

/** The visitor's details and the captcha, for a visitor the site does not know yet. */
function DetailsFields({ challenge, kept }: { challenge: Challenge; kept: KeptForm | null }) {
  const captcha = fieldError(kept, 'captchaAnswer')
  return (
    <>
      <input type="hidden" name="captchaToken" value={challenge.token} />

      <div className={formStyles.grid}>
        {FIELDS.map((field) => {
          const error = fieldError(kept, field.name)
          return (
            <div key={field.name} className={formStyles.field}>
              <label htmlFor={inputId(field.name)} className={formStyles.label}>
                {DETAILS_TEXT.labels[field.name]}
              </label>
              <input
                id={inputId(field.name)}
                name={field.name}
                type={field.type}
                autoComplete={field.autoComplete}
                inputMode={field.inputMode}
                defaultValue={kept?.values[field.name] ?? ''}
                className={formStyles.input}
                {...error.attributes}
              />
              {error.message ? (
                <p id={errorId(field.name)} className={formStyles.error}>
                  {error.message}
                </p>
              ) : null}
            </div>
          )
        })}
      </div>

      <div className={formStyles.field}>
        <label htmlFor={inputId('captchaAnswer')} className={formStyles.label}>
          {DETAILS_TEXT.captchaLabel} <span data-testid="captcha-question">{`${challenge.a} + ${challenge.b}`}</span>?
        </label>
        <input
          id={inputId('captchaAnswer')}
          name="captchaAnswer"
          className={formStyles.input}
          inputMode="numeric"
          pattern="[0-9]*"
          autoComplete="off"
          maxLength={2}
          {...captcha.attributes}
        />
        {captcha.message ? (
          <p id={errorId('captchaAnswer')} className={formStyles.error}>
            {captcha.message}
          </p>
        ) : null}
      </div>

      <div className={formStyles.honeypot} aria-hidden="true">
        <label htmlFor={`book-${HONEYPOT_FIELD}`}>{DETAILS_TEXT.honeypot}</label>
        <input id={`book-${HONEYPOT_FIELD}`} name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>
    </>
  )
}
