'use client'

import { useId, useState } from 'react'

import { CMS_API_PATH } from '@/config/cms-paths'
import { MESSAGE_MAX_LENGTH } from '@/cms/collections/student-messages/config'

type Refusal = { errors?: { message?: string; data?: { errors?: { message?: string }[] } }[] }

/** A message as the page hands it over: who wrote it and when, already written out. */
export type ShownMessage = { id: number; who: string; at: string; when: string; body: string; staff: boolean }

/**
 * A student's conversation and the reply box under it: a reply is sent as the signed-in member of staff and joins the
 * conversation at once. The box is not part of the file's form (the file's Save button does not send it), hence its
 * own button.
 */
export function Conversation({
  student,
  name,
  me,
  timeZone,
  messages: initial,
}: {
  student: number
  name: string
  me: string
  timeZone: string
  messages: ShownMessage[]
}) {
  const field = useId()
  const [messages, setMessages] = useState(initial)
  const [body, setBody] = useState('')
  const [busy, setBusy] = useState(false)
  const [said, setSaid] = useState('')

  const send = async () => {
    if (!body.trim()) {
      setSaid('Write the message first.')
      return
    }
    setBusy(true)
    setSaid('')
    const response = await fetch(`${CMS_API_PATH}/student-messages?depth=0`, {
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ student, body }),
    }).catch(() => null)
    setBusy(false)
    const answer = (await response?.json().catch(() => null)) as
      (Refusal & { doc?: { id: number; createdAt: string; body: string } }) | null
    if (response?.ok && answer?.doc) {
      const { id, createdAt, body: sent } = answer.doc
      const when = new Intl.DateTimeFormat('en-GB', {
        day: 'numeric',
        month: 'short',
        year: 'numeric',
        hour: '2-digit',
        minute: '2-digit',
        timeZone,
      }).format(new Date(createdAt))
      setMessages((all) => [...all, { id, who: me, at: createdAt, when, body: sent, staff: true }])
      setBody('')
      setSaid('Sent.')
      return
    }
    const error = answer?.errors?.[0]
    setSaid(error?.data?.errors?.[0]?.message ?? error?.message ?? 'The message could not be sent. Try again.')
  }

  return (
    <>
      {messages.length === 0 ? (
        <p>No messages yet.</p>
      ) : (
        <ol className="student-overview__messages">
          {messages.map((message) => (
            <li
              key={message.id}
              className={`student-overview__message student-overview__message--${message.staff ? 'staff' : 'student'}`}
            >
              <p className="student-overview__meta">
                {message.who} · <time dateTime={message.at}>{message.when}</time>
              </p>
              <p className="student-overview__body">{message.body}</p>
            </li>
          ))}
        </ol>
      )}
      <div className="student-overview__reply">
        <label htmlFor={field}>Reply to {name}</label>
        <textarea
          id={field}
          rows={3}
          maxLength={MESSAGE_MAX_LENGTH}
          value={body}
          onChange={(event) => setBody(event.target.value)}
        />
        <div className="student-overview__reply-row">
          <button type="button" className="btn btn--style-primary btn--size-small" onClick={send} disabled={busy}>
            Send message
          </button>
          <p role="status" className="student-overview__said">
            {said}
          </p>
        </div>
      </div>
    </>
  )
}
