'use client'

import { useCallback, useEffect, useRef } from 'react'

import { NO_SCRIPT_TEXT } from '@/schema/messages'
import { afterLoadWhenIdle } from '@/ui/when-idle'

import styles from './forms.module.css'
import { useKeptState } from './kept-state'
import { CAPTCHA_ANSWER, CAPTCHA_TOKEN } from './lead-fields'

export type Challenge = { a: number; b: number; token: string; expiresAt: string }

// A kept challenge this close to its expiry is replaced rather than shown: the visitor still has to type.
const EXPIRY_MARGIN_MS = 10 * 60 * 1000

const usable = (challenge: Challenge | null) =>
  challenge !== null && Date.parse(challenge.expiresAt) - Date.now() > EXPIRY_MARGIN_MS

// How near the viewport a form may come before its challenge is fetched, should the page not be idle yet.
const APPROACH_MARGIN = '200px 0px'
// The longest a loaded page's idle time is waited for.
const IDLE_TIMEOUT_MS = 2000

/**
 * Calls `start` once: when the page has loaded and is idle, or before that when `element` comes near the viewport or
 * something in it takes the focus. Returns what stops waiting.
 */
function onLoadOrApproach(element: HTMLElement, start: () => void): () => void {
  const observer =
    typeof IntersectionObserver === 'function'
      ? new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && go(), {
          rootMargin: APPROACH_MARGIN,
        })
      : null
  const cancelIdle = afterLoadWhenIdle(go, IDLE_TIMEOUT_MS)
  const stop = () => {
    observer?.disconnect()
    element.removeEventListener('focusin', go)
    cancelIdle()
  }
  let started = false
  function go() {
    stop()
    if (started) return
    started = true
    start()
  }
  observer?.observe(element)
  element.addEventListener('focusin', go)
  return stop
}

/**
 * The captcha of docs/product.md §5: a challenge from the server (GET /api/captcha), fetched once the page has loaded
 * and is idle (sooner if the visitor reaches the form, `formRef`), and again after any failure. Fetched as the form
 * hydrated, the answer and the form's render that follows it fell among the page's hydration tasks on a slow phone
 * (issue 65). A form kept under `keepAs` (the popup's) keeps its challenge while it is
 * closed and opened again, until a success (`clear`) or the next full page load. The answer is checked here and
 * on the server. A page rendered for one visitor (a form shown again after a post without a script) draws the
 * challenge on the server and passes it as `drawn`: its operands are in the server's HTML (docs/decisions/0132).
 */
export function useCaptcha(keepAs?: string, drawn?: Challenge) {
  const [challenge, setChallenge] = useKeptState<Challenge | null>(keepAs && `${keepAs}:captcha`, drawn ?? null)
  const generation = useRef(0)
  const refresh = useCallback(async () => {
    const mine = ++generation.current
    for (let attempt = 0; attempt < 3; attempt++) {
      try {
        const response = await fetch('/api/captcha', { cache: 'no-store' })
        if (!response.ok) throw new Error(`HTTP ${response.status}`)
        const { data } = (await response.json()) as { data: Challenge }
        if (mine === generation.current)
          setChallenge({ a: data.a, b: data.b, token: data.token, expiresAt: data.expiresAt })
        return
      } catch {
        await new Promise((resolve) => setTimeout(resolve, 1000 * (attempt + 1)))
      }
    }
  }, [setChallenge])
  const initial = useRef(challenge)
  const formRef = useRef<HTMLFormElement>(null)
  useEffect(() => {
    const form = formRef.current
    if (usable(initial.current)) return
    if (!form) {
      void refresh()
      return
    }
    return onLoadOrApproach(form, () => void refresh())
  }, [refresh])
  /** Forgets a spent challenge; the form's next mount fetches a new one. */
  const clear = useCallback(() => {
    generation.current++
    setChallenge(null)
  }, [setChallenge])
  return { challenge, refresh, clear, formRef }
}

export function CaptchaField({
  id,
  challenge,
  value,
  error,
  autoFocus,
  onChange,
}: {
  id: string
  challenge: Challenge | null
  value: string
  error?: string
  autoFocus?: boolean
  onChange: (value: string) => void
}) {
  const errorId = `${id}-error`
  // A cached page has no challenge: without a script the question is asked on the page the post leads to.
  return (
    <>
      {challenge ? null : (
        <noscript>
          <p className={styles.noScript}>{NO_SCRIPT_TEXT.captcha}</p>
        </noscript>
      )}
      <div className={challenge ? styles.field : `${styles.field} needs-script`}>
        {challenge ? <input type="hidden" name={CAPTCHA_TOKEN} value={challenge.token} /> : null}
        <label htmlFor={id} className={styles.label}>
          {challenge ? (
            <>
              What is <span data-testid="captcha-question">{`${challenge.a} + ${challenge.b}`}</span>?
            </>
          ) : (
            'Loading the question…'
          )}
        </label>
        <input
          id={id}
          name={CAPTCHA_ANSWER}
          className={styles.input}
          inputMode="numeric"
          pattern="[0-9]*"
          autoComplete="off"
          maxLength={2}
          value={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          // The first message of a form shown again by the server takes the focus, as the browser's checks give it.
          autoFocus={autoFocus}
          onChange={(event) => onChange(event.target.value.replace(/\D/g, ''))}
        />
        {error ? (
          <p id={errorId} className={styles.error}>
            {error}
          </p>
        ) : null}
      </div>
    </>
  )
}
