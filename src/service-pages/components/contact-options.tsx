import { Mail, MessageCircle, Phone } from 'lucide-react'
import Link from 'next/link'

import { siteSettings } from '@/content/site-settings.server'
import { chatUrl, dialable } from '@/shell/contact-links'

import styles from './contact-options.module.css'

/** Direct ways to reach a counsellor: each phone with its chat link, and the enquiries address. */
export async function ContactOptions({ title = 'Talk to a counsellor' }: { title?: string }) {
  const settings = await siteSettings()
  return (
    <div className={styles.options}>
      <p className={styles.title}>{title}</p>
      <ul className={styles.list}>
        {settings.phones.map((phone) => (
          <li key={phone.number} className={styles.row}>
            <a href={`tel:${dialable(phone.number)}`} className={styles.primary}>
              <Phone aria-hidden="true" size={18} />
              <span>
                <span className={styles.label}>{phone.label}</span>
                {phone.number}
              </span>
            </a>
            {phone.chat ? (
              <a
                href={chatUrl(phone.number)}
                target="_blank"
                rel="noopener noreferrer"
                className={styles.secondary}
              >
                <MessageCircle aria-hidden="true" size={16} />
                Chat<span className="visually-hidden"> on WhatsApp with {phone.number} (opens in a new tab)</span>
              </a>
            ) : null}
          </li>
        ))}
        <li className={styles.row}>
          <a href={`mailto:${settings.emails.general}`} className={styles.primary}>
            <Mail aria-hidden="true" size={18} />
            <span>
              <span className={styles.label}>Email</span>
              {settings.emails.general}
            </span>
          </a>
        </li>
      </ul>
      <p className={styles.more}>
        Prefer to write? <Link href="/contact">Send us a message</Link> and tell us what you are planning.
      </p>
    </div>
  )
}
