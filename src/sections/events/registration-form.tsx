import { registerPath } from '@/config/event-paths'
import formStyles from '@/forms/forms.module.css'
import { HONEYPOT_FIELD } from '@/schema/honeypot'
import type { Challenge } from '@/security/captcha.server'

import { EVENTS_TEXT } from './event-copy'
import { DETAIL_FIELDS, type DetailField, type KeptEventForm } from './event-form-cookie'
import styles from './events.module.css'

const INPUTS: Record<
  DetailField,
  { type: 'text' | 'email' | 'tel'; autoComplete: string; inputMode?: 'email' | 'tel' }
> = {
  name: { type: 'text', autoComplete: 'name' },
  email: { type: 'email', autoComplete: 'email', inputMode: 'email' },
  contactNumber: { type: 'tel', autoComplete: 'tel', inputMode: 'tel' },
}

const inputId = (field: string) => `event-${field.replace('.', '-')}`
const errorId = (field: string) => `${inputId(field)}-error`

function fieldError(kept: KeptEventForm | null, field: string) {
  const message = kept?.errors[field]
  return { message, attributes: message ? { 'aria-invalid': true, 'aria-describedby': errorId(field) } : {} }
}

/**
 * The registration form of an event's page: a plain form that posts to /events/<slug>/register and works without a
 * script, with the labels and autocomplete of the site's other forms, the event's own questions, the captcha drawn
 * here on the server and the hidden honeypot. Refused, it comes back with a summary linking to each problem.
 */
export function RegistrationForm({
  slug,
  questions,
  challenge,
  kept,
  full,
}: {
  slug: string
  questions: { question: string; required: boolean }[]
  challenge: Challenge
  kept: KeptEventForm | null
  full: boolean
}) {
  const problems = Object.entries(kept?.errors ?? {})
  const captcha = fieldError(kept, 'captchaAnswer')
  return (
    <form
      method="post"
      action={registerPath(slug)}
      className={formStyles.form}
      aria-labelledby="register-title"
      noValidate
    >
      <h2 id="register-title" className={styles.formTitle}>
        {EVENTS_TEXT.registerTitle}
      </h2>
      <p>{full ? EVENTS_TEXT.registerWaitingLead : EVENTS_TEXT.registerLead}</p>
      {problems.length ? (
        <div className={styles.summary} role="alert" aria-labelledby="register-problems-title">
          <h3 id="register-problems-title" className={styles.summaryTitle}>
            {EVENTS_TEXT.summaryTitle}
          </h3>
          <ul>
            {problems.map(([field, message]) => (
              <li key={field}>{field === '_' ? message : <a href={`#${inputId(field)}`}>{message}</a>}</li>
            ))}
          </ul>
        </div>
      ) : null}
      <input type="hidden" name="captchaToken" value={challenge.token} />
      <div className={formStyles.grid}>
        {DETAIL_FIELDS.map((field) => {
          const error = fieldError(kept, field)
          return (
            <div key={field} className={formStyles.field}>
              <label htmlFor={inputId(field)} className={formStyles.label}>
                {EVENTS_TEXT.labels[field]}
              </label>
              <input
                id={inputId(field)}
                name={field}
                type={INPUTS[field].type}
                autoComplete={INPUTS[field].autoComplete}
                inputMode={INPUTS[field].inputMode}
                defaultValue={kept?.values[field] ?? ''}
                className={formStyles.input}
                {...error.attributes}
              />
              {error.message ? (
                <p id={errorId(field)} className={formStyles.error}>
                  {error.message}
                </p>
              ) : null}
            </div>
          )
        })}
      </div>
      {questions.map((question, n) => {
        const name = `answers.${n}`
        const error = fieldError(kept, name)
        return (
          <div key={name} className={formStyles.field}>
            <label htmlFor={inputId(name)} className={formStyles.label}>
              {question.question} {question.required ? null : EVENTS_TEXT.optional}
            </label>
            <textarea
              id={inputId(name)}
              name={name}
              rows={2}
              maxLength={1000}
              defaultValue={kept?.values[name] ?? ''}
              className={`${formStyles.input} ${styles.answer}`}
              {...error.attributes}
            />
            {error.message ? (
              <p id={errorId(name)} className={formStyles.error}>
                {error.message}
              </p>
            ) : null}
          </div>
        )
      })}
      <div className={formStyles.field}>
        <label htmlFor={inputId('captchaAnswer')} className={formStyles.label}>
          {EVENTS_TEXT.captchaLabel} <span data-testid="captcha-question">{`${challenge.a} + ${challenge.b}`}</span>?
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
        <label htmlFor={`event-${HONEYPOT_FIELD}`}>{EVENTS_TEXT.honeypot}</label>
        <input id={`event-${HONEYPOT_FIELD}`} name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>
      <button type="submit" className={formStyles.submit}>
        {EVENTS_TEXT.submit}
      </button>
    </form>
  )
}
