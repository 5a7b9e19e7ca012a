import { Mail, Phone } from 'lucide-react'
import Link from 'next/link'

import type { PublicSettings } from '@/content/site-settings.server'

import { dialable } from './contact-links'
import styles from './enquiry-alternatives.module.css'

/** Other ways to reach a counsellor, shown in the enquiry dialog beneath its form. */
export function EnquiryAlternatives({ settings }: { settings: PublicSettings }) {
  return (
    <div className={styles.alternatives}>
      <p className={styles.lead}>Prefer to talk now?</p>
      <ul>
        {settings.phones.map((phone) => (
          <li key={phone.number}>
            <a href={`tel:${dialable(phone.number)}`}>
              <Phone aria-hidden="true" size={16} /> {phone.number}
            </a>
          </li>
        ))}
        <li>
          <a href={`mailto:${settings.emails.general}`}>
            <Mail aria-hidden="true" size={16} /> {settings.emails.general}
          </a>
        </li>
      </ul>
      <p className={styles.more}>
        Or <Link href="/contact">book a free consultation</Link> with a counsellor.
      </p>
    </div>
  )
}
