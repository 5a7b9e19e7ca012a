import type { PublicSettings } from '@/content/public-settings'
import { chatUrl } from '@/schema/contact-links'
import type { PortalCounsellor } from '@/students/portal-home.server'
import { ButtonLink } from '@/ui/button'

import { PORTAL_TEXT } from './portal-copy'
import styles from './portal.module.css'

const TEXT = PORTAL_TEXT.home

/**
 * A counsellor with one-tap ways to reach them: a call and a WhatsApp chat to the office's line (staff accounts hold
 * no phone number of their own, docs/decisions/0177) and a mail to the counsellor herself.
 */
export function ContactCard({ counsellor, settings }: { counsellor: PortalCounsellor; settings: PublicSettings }) {
  const phone = settings.phones[0]
  return (
    <li className={styles.card}>
      <h3 className={styles.cardTitle}>{counsellor.name}</h3>
      <div className={styles.actions}>
        {phone ? (
          <ButtonLink href={`tel:${phone.dial}`} variant="secondary" size="sm">
            {TEXT.call}
            <span className="sr-only"> {phone.number}</span>
          </ButtonLink>
        ) : null}
        {settings.chatNumber ? (
          <ButtonLink href={chatUrl(settings.chatNumber)} external variant="secondary" size="sm">
            {TEXT.whatsapp}
            <span className="sr-only"> (opens in a new tab)</span>
          </ButtonLink>
        ) : null}
        <ButtonLink href={`mailto:${counsellor.email}`} variant="secondary" size="sm">
          {TEXT.email}
          <span className="sr-only"> {counsellor.name}</span>
        </ButtonLink>
      </div>
      {phone || settings.chatNumber ? <p className={styles.meta}>{TEXT.officeLine}</p> : null}
    </li>
  )
}
