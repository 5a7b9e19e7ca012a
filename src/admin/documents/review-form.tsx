'use client'

import { useRouter } from 'next/navigation'
import { useId, useRef, useState, type FormEvent } from 'react'

import { CMS_API_PATH } from '@/config/cms-paths'
import { DOCUMENT_MESSAGES, REJECTION_REASON_MAX, REVIEW_MESSAGES, type ValidityRule } from '@/schema/student-documents'

type Refusal = { errors?: { message?: string }[] }

/**
 * Approve or Reject one upload. A rejection needs the reason the student reads in the portal; a document with a
 * validity rule takes its "valid until" and "issued on" days. The server decides: its refusal is shown here and the
 * focus goes to what to mend; once reviewed, the page opens the next upload and says what was done.
 */
export function ReviewForm({
  version,
  title,
  validity,
  reviewedPath,
}: {
  version: number
  /** "Passport of Asha Rao", so each control says what it reviews. */
  title: string
  validity: ValidityRule
  /** Where the page goes once the review is saved. */
  reviewedPath: string
}) {
  const field = useId()
  const router = useRouter()
  const reason = useRef<HTMLTextAreaElement>(null)
  const [busy, setBusy] = useState(false)
  const [refusal, setRefusal] = useState('')

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const outcome = ((event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null)?.value
    const form = new FormData(event.currentTarget)
    const text = (name: string) => {
      const value = form.get(name)
      return typeof value === 'string' ? value : ''
    }
    setBusy(true)
    setRefusal('')
    const response = await fetch(`${CMS_API_PATH}/document-versions/${version}/review`, {
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        outcome,
        reason: text('reason'),
        validUntil: text('validUntil'),
        issuedOn: text('issuedOn'),
      }),
    }).catch(() => null)
    if (response?.ok) {
      router.replace(`${reviewedPath}&outcome=${outcome}`)
      router.refresh()
      return
    }
    setBusy(false)
    const body = (await response?.json().catch(() => null)) as Refusal | null
    const message = body?.errors?.[0]?.message ?? REVIEW_MESSAGES.failed
    setRefusal(message)
    if (message === DOCUMENT_MESSAGES.reasonRequired || message === REVIEW_MESSAGES.reasonTooLong) {
      reason.current?.focus()
    }
  }

  const reasonRefused = refusal === DOCUMENT_MESSAGES.reasonRequired || refusal === REVIEW_MESSAGES.reasonTooLong
  return (
    <form className="document-review-form" onSubmit={submit} aria-labelledby={`${field}-title`}>
      <h3 id={`${field}-title`}>Your review</h3>
      <div className="document-review-form__field">
        <label htmlFor={`${field}-reason`}>Reason, needed to reject</label>
        <p id={`${field}-reason-help`} className="document-review-form__help">
          The student reads it in the portal after signing in; the mail only says to look there.
        </p>
        <textarea
          ref={reason}
          id={`${field}-reason`}
          name="reason"
          rows={3}
          maxLength={REJECTION_REASON_MAX}
          aria-invalid={reasonRefused ? true : undefined}
          aria-describedby={`${field}-reason-help${refusal ? ` ${field}-refusal` : ''}`}
        />
      </div>
      {validity !== 'none' ? (
        <fieldset className="document-review-form__dates">
          <legend>The document’s dates, when you approve it (optional)</legend>
          <div className="document-review-form__field">
            <label htmlFor={`${field}-valid-until`}>Valid until</label>
            <input id={`${field}-valid-until`} name="validUntil" type="date" />
          </div>
          <div className="document-review-form__field">
            <label htmlFor={`${field}-issued-on`}>Issued on</label>
            <input id={`${field}-issued-on`} name="issuedOn" type="date" />
          </div>
        </fieldset>
      ) : null}
      <div className="document-review-form__buttons">
        <button
          type="submit"
          name="outcome"
          value="approved"
          className="btn btn--style-primary btn--size-medium"
          disabled={busy}
        >
          Approve<span className="sr-only"> {title}</span>
        </button>
        <button
          type="submit"
          name="outcome"
          value="rejected"
          className="btn btn--style-secondary btn--size-medium"
          disabled={busy}
        >
          Reject<span className="sr-only"> {title}</span>
        </button>
      </div>
      <p id={`${field}-refusal`} role="alert" className="document-review-form__refusal">
        {refusal}
      </p>
    </form>
  )
}
