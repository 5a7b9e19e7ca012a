'use client'

import { usePathname } from 'next/navigation'
import { useEffect, useId, useRef, useState, type FormEvent } from 'react'

import { API_PATHS } from '@/contract/api-paths'
import { FORM_PATHS, SUBSCRIBED_FRAGMENT } from '@/schema/form-paths'
import { HONEYPOT_FIELD } from '@/schema/honeypot'
import { FORM_AGAIN_TEXT, FORM_TEXT, NEWSLETTER_NOTICE_MS } from '@/schema/messages'

import { attribution } from './attribution'
import { PAGE_PATH, WHOLE_FORM, type KeptForm } from './lead-fields'
import styles from './newsletter-form.module.css'

type Props = {
  /** The footer's bar on every page, or the form on /newsletter that shows a refused subscription again. */
  placement?: 'footer' | 'page'
  /** A subscription sent without a script and refused, as the server shows it again (docs/decisions/0132). */
  kept?: KeptForm
}

/**
 * The footer's newsletter bar (docs/product.md §4, §5, §8): validates with the shared schema, shows
 * 'Subscribed! Thankyou' for five seconds and clears the field; a failed call shows the generic
 * message as the field error. Sent without a script it posts to /newsletter/subscribe, which comes back to the page
 * at the notice's fragment, or to /newsletter with the message and the address (docs/decisions/0132).
 */
export function NewsletterForm({ placement = 'footer', kept: fromServer }: Props) {
  const id = useId()
  const pathname = usePathname()
  const input = useRef<HTMLInputElement>(null)
  const [email, setEmail] = useState(fromServer?.values.email ?? '')
  const [error, setError] = useState<string | null>(fromServer?.errors.email ?? fromServer?.errors[WHOLE_FORM] ?? null)
  const [sending, setSending] = useState(false)
  const [notice, setNotice] = useState(false)
  const [honeypot, setHoneypot] = useState('')

  useEffect(() => {
    if (!notice) return
    const timer = window.setTimeout(() => setNotice(false), NEWSLETTER_NOTICE_MS)
    return () => window.clearTimeout(timer)
  }, [notice])

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (sending) return
    setNotice(false)
    // The schema (and zod) load on the first submission: the bar is on every page, its checks are needed only here.
    const { fieldErrors, newsletterSchema } = await import('@/schema/form-schema')
    const parsed = newsletterSchema.safeParse({ email })
    if (!parsed.success) {
      setError(fieldErrors(parsed.error).email ?? FORM_TEXT.failure)
      input.current?.focus()
      return
    }
    setSending(true)
    try {
      const response = await fetch(API_PATHS.subscribeToNewsletter, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          ...parsed.data,
          [HONEYPOT_FIELD]: honeypot,
          ...attribution(),
          ...(fromServer?.pagePath ? { pagePath: fromServer.pagePath } : {}),
        }),
      })
      if (!response.ok) throw new Error(`HTTP ${response.status}`)
      await response.json()
      setEmail('')
      setNotice(true)
    } catch {
      setEmail('')
      setError(FORM_TEXT.failure)
    } finally {
      setSending(false)
    }
  }

  const errorId = `${id}-error`
  const onPage = placement === 'page'
  const form = (
    <form
      method="post"
      action={FORM_PATHS.newsletter.post}
      className={onPage ? `${styles.form} ${styles.onPage}` : styles.form}
      onSubmit={submit}
      noValidate
      aria-label={onPage ? FORM_AGAIN_TEXT.newsletter.formLabel : 'Newsletter'}
    >
      <input type="hidden" name={PAGE_PATH} value={fromServer?.pagePath ?? pathname} />
      <div className={styles.row}>
        <label htmlFor={`${id}-email`} className="sr-only">
          Email address
        </label>
        <input
          ref={input}
          id={`${id}-email`}
          type="email"
          name="email"
          autoComplete="email"
          placeholder="Your email address"
          value={email}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          // A subscription shown again by the server with its message takes the focus, as the browser's check gives it.
          autoFocus={Boolean(fromServer?.errors.email)}
          onChange={(event) => {
            setEmail(event.target.value)
            setError(null)
          }}
        />
        {/* aria-disabled, not disabled: a disabled button drops keyboard focus to the page while sending. */}
        <button type="submit" aria-disabled={sending || undefined}>
          {sending ? FORM_TEXT.sending : FORM_TEXT.subscribe}
        </button>
      </div>
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
      <p aria-live="polite">
        {error ? (
          <span id={errorId} className={styles.error}>
            {error}
          </span>
        ) : notice ? (
          <span className={styles.notice}>{FORM_TEXT.subscribed}</span>
        ) : null}
      </p>
    </form>
  )
  if (onPage) return form
  // Beside the form, not in it: the script's own notice stays the form's only one.
  return (
    <div>
      {form}
      <p id={SUBSCRIBED_FRAGMENT} className={styles.sentNotice}>
        {FORM_TEXT.subscribed}
      </p>
    </div>
  )
}
