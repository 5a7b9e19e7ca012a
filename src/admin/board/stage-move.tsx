'use client'

import { useId, useState, type FormEvent } from 'react'

import { CMS_API_PATH } from '@/config/cms-paths'
import {
  APPLICATION_STAGES,
  PROGRESS_STAGES,
  STAGE_LABELS,
  STAGE_REASON_MAX,
  stageMoveNeedsReason,
  type ApplicationStage,
} from '@/schema/application-stages'

type Refusal = { errors?: { message?: string; data?: { errors?: { message?: string }[] } }[] }

/** The stage a move offers first: the next progress stage, or (at the end or from an exit) the first other one. */
export const firstChoice = (stage: ApplicationStage): ApplicationStage => {
  const index = (PROGRESS_STAGES as readonly string[]).indexOf(stage)
  const next = index >= 0 ? PROGRESS_STAGES[index + 1] : undefined
  return next ?? APPLICATION_STAGES.find((other) => other !== stage)!
}

/**
 * Moves one application to another stage from its card: a labelled choice and a Move button, used with the keyboard
 * as well as a pointer. A move back asks for the reason; the server's rules decide, and its refusal is shown here.
 */
export function StageMove({
  id,
  stage,
  title,
  onMoved,
}: {
  id: number
  stage: ApplicationStage
  /** The card's name ("Asha Rao, BSc Computer Science"), so each control says which application it moves. */
  title: string
  onMoved: (stage: ApplicationStage) => void
}) {
  const field = useId()
  const [to, setTo] = useState<ApplicationStage>(firstChoice(stage))
  const [reason, setReason] = useState('')
  const [busy, setBusy] = useState(false)
  const [refusal, setRefusal] = useState('')
  const needsReason = stageMoveNeedsReason(stage, to)

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setBusy(true)
    setRefusal('')
    const response = await fetch(`${CMS_API_PATH}/applications/${id}?depth=0`, {
      method: 'PATCH',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ stage: to, ...(needsReason ? { stageReason: reason } : {}) }),
    }).catch(() => null)
    setBusy(false)
    if (response?.ok) {
      onMoved(to)
      return
    }
    const body = (await response?.json().catch(() => null)) as Refusal | null
    const error = body?.errors?.[0]
    setRefusal(error?.data?.errors?.[0]?.message ?? error?.message ?? 'The application could not be moved. Try again.')
  }

  return (
    <form className="board-move" onSubmit={submit}>
      <label htmlFor={`${field}-to`}>
        Move to<span className="sr-only"> (moves {title})</span>
      </label>
      <div className="board-move__row">
        <select
          id={`${field}-to`}
          value={to}
          onChange={(event) => setTo(event.target.value as ApplicationStage)}
          className="board-move__select"
        >
          {APPLICATION_STAGES.filter((each) => each !== stage).map((each) => (
            <option key={each} value={each}>
              {STAGE_LABELS[each]}
            </option>
          ))}
        </select>
        <button type="submit" className="btn btn--style-secondary btn--size-small board-move__button" disabled={busy}>
          Move
        </button>
      </div>
      {needsReason ? (
        <div className="board-move__reason">
          <label htmlFor={`${field}-reason`}>Reason for moving back (needed)</label>
          <textarea
            id={`${field}-reason`}
            value={reason}
            maxLength={STAGE_REASON_MAX}
            rows={2}
            aria-required="true"
            aria-invalid={refusal ? true : undefined}
            aria-describedby={refusal ? `${field}-refusal` : undefined}
            onChange={(event) => setReason(event.target.value)}
          />
        </div>
      ) : null}
      <p id={`${field}-refusal`} role="alert" className="board-move__refusal">
        {refusal}
      </p>
    </form>
  )
}
