'use client'

import { usePathname, useRouter } from 'next/navigation'
import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react'

import { HONEYPOT_FIELD } from '@/schema/honeypot'
import { FORM_TEXT } from '@/schema/messages'
import type { Challenge } from '@/security/captcha.server'

import { attribution } from './attribution'
import { CaptchaField, useCaptcha } from './captcha'
import styles from './forms.module.css'
import { CAPTCHA_ANSWER, PAGE_PATH, TERMS, WHOLE_FORM, type FieldSpec, type KeptForm } from './lead-fields'
import { useKeptState } from './kept-state'

export type { FieldSpec } from './lead-fields'

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
  /** Where the form posts when no script sends it: before the scripts arrive, or with scripts off (0132). */
  action: string
  /** The form as the server shows it again after such a post: what was typed, the messages, the first page. */
  kept?: KeptForm
  /** The captcha drawn by the server for the page that shows the form again; otherwise the form fetches one. */
  challenge?: Challenge
}

/** The messages shown, by field: one at a time from the browser's checks, every failing field's from the server. */
type Errors = Record<string, string>

const CAPTCHA = CAPTCHA_ANSWER

/**
 * The enquiry and consultation forms (docs/product.md §4, §5, §8): inputs trimmed, checks in the spec's order
 * stopping at the first failure with the field focused, an error cleared when its field changes, 'Please
 * wait...' while sending, and on any failure the generic banner with the form and the captcha answer reset.
 */
export function LeadForm({
  label,
  path,
  schema,
  fields,
  extra,
  terms,
  onSuccess,
  keepAs,
  className,
  action,
  kept: fromServer,
  challenge: drawn,
}: Props) {
  const id = useId()
  const pathname = usePathname()
  const empty = Object.fromEntries(fields.map((field) => [field.name, '']))
  const kept = (name: string) => keepAs && `${keepAs}:${name}`
  const [values, setValues] = useKeptState<Record<string, string>>(kept('values'), {
    ...empty,
    ...Object.fromEntries(fields.map((field) => [field.name, fromServer?.values[field.name] ?? ''])),
  })
  const [accepted, setAccepted] = useKeptState(kept('terms'), fromServer?.values[TERMS] === '1')
  const [answer, setAnswer] = useKeptState(kept('answer'), '')
  const [honeypot, setHoneypot] = useState('')
  const [errors, setErrors] = useState<Errors>(() => {
    const { [WHOLE_FORM]: _whole, ...byField } = fromServer?.errors ?? {}
    return byField
  })
  const [banner, setBanner] = useState<string | null>(fromServer?.errors[WHOLE_FORM] ?? null)
  const [sending, setSending] = useState(false)
  const checking = useRef(false)
  const { challenge, refresh, clear, formRef } = useCaptcha(keepAs, drawn)
  // The page that shows a refused form again puts the focus on its first message, as the browser's checks would.
  const [focusFirst] = useState(() =>
    [...fields.map((field) => field.name), TERMS, CAPTCHA].find((name) => errors[name]),
  )

  const inputId = (name: string) => `${id}-${name}`
  const firstMessage = [...fields.map((field) => field.name), TERMS, CAPTCHA].map((name) => errors[name]).find(Boolean)

  const fail = (field: string, message: string) => {
    setErrors({ [field]: message })
    document.getElementById(inputId(field))?.focus()
  }

  const clearError = (field: string) =>
    setErrors((current) => {
      if (!(field in current)) return current
      const { [field]: _cleared, ...rest } = current
      return rest
    })

  const reset = () => {
    setValues(empty)
    setAccepted(false)
    setAnswer('')
  }

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (sending || checking.current) return
    setBanner(null)
    const trimmed = Object.fromEntries(Object.entries(values).map(([key, value]) => [key, value.trim()]))
    setValues(trimmed)
    checking.current = true
    const rules = await loadRules()
      .catch(() => null)
      .finally(() => {
        checking.current = false
      })
    // Offline before the rules ever loaded: the generic failure, nothing sent and nothing lost from the form.
    if (!rules) return setBanner(FORM_TEXT.failure)
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
          // Shown again by the server, the form still names the page it was first sent from.
          ...(fromServer?.pagePath ? { pagePath: fromServer.pagePath } : {}),
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
      setBanner(FORM_TEXT.failure)
      // The challenge was spent by the server; the next try needs a new one.
      void refresh()
    }
  }

  const inputProps = (name: string) => {
    const errorId = `${id}-${name}-error`
    const hasError = Object.hasOwn(errors, name)
    return {
      id: inputId(name),
      name,
      'aria-invalid': hasError ? true : undefined,
      'aria-describedby': hasError ? errorId : undefined,
      // The first message of a form shown again by the server takes the focus, as the browser's checks give it.
      autoFocus: name === focusFirst || undefined,
      errorId,
      hasError,
    }
  }

  return (
    // Sent before the page's script runs, or without one, the form posts to `action`, which answers with a redirect
    // (docs/decisions/0132); with the script, `submit` sends it as the spec says.
    <form
      ref={formRef}
      method="post"
      action={action}
      className={[styles.form, className].filter(Boolean).join(' ')}
      onSubmit={submit}
      onFocus={() => void loadRules()}
      noValidate
      aria-label={label}
    >
      {banner ? (
        <p className={styles.banner} role="alert">
          {banner}
        </p>
      ) : null}
      <input type="hidden" name={PAGE_PATH} value={fromServer?.pagePath ?? pathname} />
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
                  clearError(field.name)
                }}
              />
              {hasError ? (
                <p id={errorId} className={styles.error}>
                  {errors[field.name]}
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
                    value="1"
                    checked={accepted}
                    onChange={(event) => {
                      setAccepted(event.target.checked)
                      clearError(TERMS)
                    }}
                  />
                  <label htmlFor={props.id}>{terms}</label>
                </div>
                {hasError ? (
                  <p id={errorId} className={styles.error}>
                    {errors[TERMS]}
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
        error={errors[CAPTCHA]}
        autoFocus={focusFirst === CAPTCHA}
        onChange={(value) => {
          setAnswer(value)
          clearError(CAPTCHA)
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
      <p className="sr-only" aria-live="assertive">
        {firstMessage ?? ''}
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
