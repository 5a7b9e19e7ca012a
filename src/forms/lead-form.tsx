'use client'

import { useRouter } from 'next/navigation'
import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react'

import { attribution } from './attribution'
import { CaptchaField, useCaptcha } from './captcha'
import { HONEYPOT_FIELD } from '@/schema/honeypot'
import styles from './forms.module.css'
import { useKeptState } from './kept-state'
import { FORM_TEXT, NO_SCRIPT_TEXT } from '@/schema/messages'

export type FieldSpec = {
  name: string
  label: string
  type?: 'text' | 'email' | 'tel'
  autoComplete?: string
  inputMode?: 'text' | 'email' | 'tel' | 'numeric'
}

/** The form's schema in the shared rules module (form-schema.ts). */
export type LeadSchema = 'enquirySchema' | 'consultationSchema'

// The rules (and zod, about 30 kB compressed) load when the visitor first focuses the form, or at the latest on
// submit: a page with a form does not need them to show it (docs/decisions/0081-client-code-on-demand.md).
const loadRules = () => import('@/schema/form-schema')

type Props = {
  label: string
  path: string
  schema: LeadSchema
  fields: readonly FieldSpec[]
  /** Extra JSON properties of this form's body (the enquiry's source). */
  extra?: Record<string, unknown>
  /** The terms checkbox of the consultation form: its label, checked after the fields. */
  terms?: ReactNode
  onSuccess: () => void
  /**
   * Keeps what the visitor typed, and the captcha, under this name while the form is unmounted (the popup's form
   * when the popup is closed; a page's form while the visitor reads the Terms or another page and comes back), until
   * a success or the next full page load.
   */
  keepAs?: string
  className?: string
}

type ErrorState = { field: string; message: string } | null

const CAPTCHA = 'captchaAnswer'
const TERMS = 'termsAccepted'

/**
 * The enquiry and consultation forms (docs/product.md §4, §5, §8): inputs trimmed, checks in the spec's order
 * stopping at the first failure with the field focused, an error cleared when its field changes, 'Please
 * wait...' while sending, and on any failure the generic banner with the form and the captcha answer reset.
 */
export function LeadForm({ label, path, schema, fields, extra, terms, onSuccess, keepAs, className }: Props) {
  const id = useId()
  const empty = Object.fromEntries(fields.map((field) => [field.name, '']))
  const kept = (name: string) => keepAs && `${keepAs}:${name}`
  const [values, setValues] = useKeptState<Record<string, string>>(kept('values'), empty)
  const [accepted, setAccepted] = useKeptState(kept('terms'), false)
  const [answer, setAnswer] = useKeptState(kept('answer'), '')
  const [honeypot, setHoneypot] = useState('')
  const [error, setError] = useState<ErrorState>(null)
  const [failed, setFailed] = useState(false)
  const [sending, setSending] = useState(false)
  const checking = useRef(false)
  const { challenge, refresh, clear } = useCaptcha(keepAs)

  const inputId = (name: string) => `${id}-${name}`

  const fail = (field: string, message: string) => {
    setError({ field, message })
    document.getElementById(inputId(field))?.focus()
  }

  const reset = () => {
    setValues(empty)
    setAccepted(false)
    setAnswer('')
  }

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (sending || checking.current) return
    setFailed(false)
    const trimmed = Object.fromEntries(Object.entries(values).map(([key, value]) => [key, value.trim()]))
    setValues(trimmed)
    checking.current = true
    const rules = await loadRules()
      .catch(() => null)
      .finally(() => {
        checking.current = false
      })
    // Offline before the rules ever loaded: the generic failure, nothing sent and nothing lost from the form.
    if (!rules) return setFailed(true)
    const invalid = rules.firstError(
      rules[schema],
      fields.map((field) => field.name),
      trimmed,
    )
    if (invalid) return fail(invalid.field, invalid.message)
    if (terms && !accepted) return fail(TERMS, rules.MESSAGES.terms)
    const captchaMessage = rules.captchaError(answer, challenge ? challenge.a + challenge.b : Number.NaN)
    if (captchaMessage) return fail(CAPTCHA, captchaMessage)

    setSending(true)
    try {
      const response = await fetch(path, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          ...trimmed,
          ...extra,
          ...(terms ? { [TERMS]: true } : {}),
          captchaToken: challenge?.token,
          captchaAnswer: answer.trim(),
          [HONEYPOT_FIELD]: honeypot,
          ...attribution(),
        }),
      })
      if (!response.ok) throw new Error(`HTTP ${response.status}`)
      await response.json()
      reset()
      // The challenge is spent: a kept form shows a new one when it opens again (docs/product.md §4).
      if (keepAs) clear()
      setSending(false)
      onSuccess()
    } catch {
      reset()
      setSending(false)
      setFailed(true)
      // The challenge was spent by the server; the next try needs a new one.
      void refresh()
    }
  }

  const inputProps = (name: string) => {
    const errorId = `${id}-${name}-error`
    const hasError = error?.field === name
    return {
      id: inputId(name),
      name,
      'aria-invalid': hasError ? true : undefined,
      'aria-describedby': hasError ? errorId : undefined,
      errorId,
      hasError,
    }
  }

  return (
    // method="post": a form sent before the page's script runs must not put a visitor's details in the address.
    <form
      method="post"
      className={[styles.form, className].filter(Boolean).join(' ')}
      onSubmit={submit}
      onFocus={() => void loadRules()}
      noValidate
      aria-label={label}
    >
      <noscript>
        <p className={styles.noScript}>{NO_SCRIPT_TEXT.lead}</p>
      </noscript>
      {failed ? (
        <p className={styles.banner} role="alert">
          {FORM_TEXT.failure}
        </p>
      ) : null}
      <div className={styles.grid}>
        {fields.map((field) => {
          const { errorId, hasError, ...props } = inputProps(field.name)
          return (
            <div key={field.name} className={styles.field}>
              <label htmlFor={props.id} className={styles.label}>
                {field.label}
              </label>
              <input
                {...props}
                className={styles.input}
                type={field.type ?? 'text'}
                autoComplete={field.autoComplete}
                inputMode={field.inputMode}
                value={values[field.name] ?? ''}
                onChange={(event) => {
                  const value = event.target.value
                  setValues((current) => ({ ...current, [field.name]: value }))
                  if (error?.field === field.name) setError(null)
                }}
              />
              {hasError ? (
                <p id={errorId} className={styles.error}>
                  {error?.message}
                </p>
              ) : null}
            </div>
          )
        })}
      </div>
      {terms
        ? (() => {
            const { errorId, hasError, ...props } = inputProps(TERMS)
            return (
              <div className={styles.field}>
                <div className={styles.check}>
                  <input
                    {...props}
                    type="checkbox"
                    checked={accepted}
                    onChange={(event) => {
                      setAccepted(event.target.checked)
                      if (error?.field === TERMS) setError(null)
                    }}
                  />
                  <label htmlFor={props.id}>{terms}</label>
                </div>
                {hasError ? (
                  <p id={errorId} className={styles.error}>
                    {error?.message}
                  </p>
                ) : null}
              </div>
            )
          })()
        : null}
      <CaptchaField
        id={inputId(CAPTCHA)}
        challenge={challenge}
        value={answer}
        error={error?.field === CAPTCHA ? error.message : undefined}
        onChange={(value) => {
          setAnswer(value)
          if (error?.field === CAPTCHA) setError(null)
        }}
      />
      <div className={styles.honeypot} aria-hidden="true">
        <label htmlFor={`${id}-${HONEYPOT_FIELD}`}>Leave this field empty</label>
        <input
          id={`${id}-${HONEYPOT_FIELD}`}
          name={HONEYPOT_FIELD}
          tabIndex={-1}
          autoComplete="off"
          value={honeypot}
          onChange={(event) => setHoneypot(event.target.value)}
        />
      </div>
      <p className="visually-hidden" aria-live="assertive">
        {error?.message ?? ''}
      </p>
      {/* aria-disabled, not disabled: a disabled button drops keyboard focus to the page while the form is sent. */}
      <button type="submit" className={styles.submit} aria-disabled={sending || undefined}>
        {sending ? FORM_TEXT.sending : FORM_TEXT.submit}
      </button>
    </form>
  )
}

/** Navigates to the thank-you page (docs/product.md §2, §4). */
export function useThankYou() {
  const router = useRouter()
  return () => router.push('/thankyou')
}
