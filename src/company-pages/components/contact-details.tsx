import type { PublicSettings } from '@/content/public-settings'
import { chatUrl } from '@/schema/contact-links'
import { networksIn } from '@/sections/share/social-networks'
import { BrandIcon, Icon } from '@/ui/icon'
import { StaticMarkup } from '@/ui/static-markup'

import styles from './contact-details.module.css'
import { formatAddress } from './format-address'

/**
 * Every way to reach the consultancy: both mail addresses, both phones with their chat links, the office, the networks.
 * Plain links only, so HTML only (StaticMarkup).
 */
export function ContactDetails({ settings }: { settings: PublicSettings }) {
  const networks = networksIn(settings.social)
  return (
    <StaticMarkup className={styles.details}>
      <section aria-labelledby="contact-write">
        <h2 id="contact-write">
          <Icon name="Mail" size={20} /> Write to us
        </h2>
        <dl className={styles.list}>
          <div>
            <dt>General enquiries</dt>
            <dd>
              <a href={`mailto:${settings.emails.general}`}>{settings.emails.general}</a>
            </dd>
          </div>
          <div>
            <dt>Our founder</dt>
            <dd>
              <a href={`mailto:${settings.emails.founder}`}>{settings.emails.founder}</a>
            </dd>
          </div>
        </dl>
      </section>

      <section aria-labelledby="contact-call">
        <h2 id="contact-call">
          <Icon name="Phone" size={20} /> Call or chat
        </h2>
        <ul className={styles.phones}>
          {settings.phones.map((phone) => (
            <li key={phone.number}>
              <span>{phone.label}</span>
              <span>
                <a href={`tel:${phone.dial}`}>{phone.number}</a>
                {phone.chat ? (
                  <a href={chatUrl(phone.dial)} target="_blank" rel="noopener noreferrer">
                    <Icon name="MessageCircle" size={16} />
                    Chat on WhatsApp
                    <span className="sr-only">{` with ${phone.number} (opens in a new tab)`}</span>
                  </a>
                ) : null}
              </span>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="contact-visit">
        <h2 id="contact-visit">
          <Icon name="MapPin" size={20} /> Visit us
        </h2>
        <address className={styles.address}>
          {formatAddress(settings.address).map((line) => (
            <span key={line}>{line}</span>
          ))}
        </address>
      </section>

      {networks.length > 0 ? (
        <section aria-labelledby="contact-follow">
          <h2 id="contact-follow">Follow us</h2>
          <ul className={styles.social} aria-labelledby="contact-follow">
            {networks.map(({ key, label, href }) => (
              <li key={key}>
                <a href={href} target="_blank" rel="noopener noreferrer">
                  <BrandIcon name={key} size={16} />
                  {label}
                  <span className="sr-only"> (opens in a new tab)</span>
                </a>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </StaticMarkup>
  )
}
