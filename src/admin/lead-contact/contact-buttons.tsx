'use client'

import { useRouter } from 'next/navigation'
import { useState } from 'react'

import { CMS_API_PATH } from '@/config/cms-paths'

import { CHANNEL_LABELS } from '@/cms/fields/lead-contact'
import type { ContactTarget } from './contact-targets'

type Props = {
  collection: 'enquiries' | 'consultations'
  id: number | string
  targets: ContactTarget[]
  name: string
  /** Said after "WhatsApp logged." once a contact is stored: what the page does about it. */
  afterLog?: string
}

/**
 * Call, WhatsApp and Email links for one lead. Following one logs the contact (its first answers the lead, and moves a
 * New lead to Contacted) without holding the link up: the log is sent alongside, and the page refreshes its clock
 * and status once it is stored.
 */
export function ContactButtons({ collection, id, targets, name, afterLog }: Props) {
  const router = useRouter()
  const [logged, setLogged] = useState<string | null>(null)
  if (targets.length === 0) return null

  const log = (channel: ContactTarget['channel']) => {
    void fetch(`${CMS_API_PATH}/${collection}/${id}/contact`, {
      method: 'POST',
      credentials: 'include',
      keepalive: true,
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ channel }),
    }).then((response) => {
      setLogged(
        response.ok
          ? [`${CHANNEL_LABELS[channel]} logged.`, afterLog].filter(Boolean).join(' ')
          : 'The contact could not be logged.',
      )
      if (response.ok) router.refresh()
    })
  }

  return (
    <div className="lead-contact">
      <ul className="lead-contact__buttons" aria-label={`Contact ${name}`}>
        {targets.map(({ channel, href }) => (
          <li key={channel}>
            <a
              className="btn btn--style-secondary btn--size-small"
              href={href}
              onClick={() => log(channel)}
              {...(channel === 'whatsapp' ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
            >
              {CHANNEL_LABELS[channel]}
              {channel === 'whatsapp' ? <span className="sr-only"> (opens in a new tab)</span> : null}
            </a>
          </li>
        ))}
      </ul>
      <p role="status" className="lead-contact__status">
        {logged}
      </p>
    </div>
  )
}
