'use client'

import { useCallback, useEffect, useRef, useState } from 'react'

import styles from './forms.module.css'

export type Challenge = { a: number; b: number; token: string }

/**
 * The captcha of site-spec §5: a challenge from the server (GET /api/captcha), fetched when the form
 * loads and again after a popup success or any failure. The answer is checked here and on the server.
 */
export function useCaptcha() {
  const [challenge, setChallenge] = useState<Challenge | null>(null)
  const generation = useRef(0)
  const refresh = useCallback(async () => {
    const mine = ++generation.current
    for (let attempt = 0; attempt < 3; attempt++) {
      try {
        const response = await fetch('/api/captcha', { cache: 'no-store' })
        if (!response.ok) throw new Error(`HTTP ${response.status}`)
        const { data } = (await response.json()) as { data: Challenge }
        if (mine === generation.current) setChallenge({ a: data.a, b: data.b, token: data.token })
        return
      } catch {
        await new Promise((resolve) => setTimeout(resolve, 1000 * (attempt + 1)))
      }
    }
  }, [])
  useEffect(() => {
    void refresh()
  }, [refresh])
  return { challenge, refresh }
}

export function CaptchaField({
  id,
  challenge,
  value,
  error,
  inputRef,
  onChange,
}: {
  id: string
  challenge: Challenge | null
  value: string
  error?: string
  inputRef: React.Ref<HTMLInputElement>
  onChange: (value: string) => void
}) {
  const errorId = `${id}-error`
  return (
    <div className={styles.field}>
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
        ref={inputRef}
        id={id}
        name="captchaAnswer"
        className={styles.input}
        inputMode="numeric"
        pattern="[0-9]*"
        autoComplete="off"
        maxLength={2}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => onChange(event.target.value.replace(/\D/g, ''))}
      />
      {error ? (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  )
}
