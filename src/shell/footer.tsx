import type React from 'react'

import type { PublicSettings } from '@/content/public-settings'
import { networksIn } from '@/sections/share/social-networks'
import { Container } from '@/ui/container'
import { StaticMarkup } from '@/ui/static-markup'
import { BrandIcon, Icon } from '@/ui/icon'
import { PAGE_LINKS } from '@/ui/page-link'

import styles from './footer.module.css'
import { Logo } from './logo'
import type { Navigation } from './navigation'

export function SocialLinks({ social, className }: { social: PublicSettings['social']; className?: string }) {
  const networks = networksIn(social)
  if (networks.length === 0) return null
  return (
    <ul className={[styles.social, className].filter(Boolean).join(' ')} aria-label="Follow us">
      {networks.map(({ key, label, href }) => (
        <li key={key}>
          <a href={href} target="_blank" rel="noopener noreferrer">
            <BrandIcon name={key} size={18} />
            <span className="sr-only">{`${label} (opens in a new tab)`}</span>
          </a>
        </li>
      ))}
    </ul>
  )
}

export function Footer({
  settings,
  nav,
  newsletter,
}: {
  settings: PublicSettings
  nav: Navigation
  newsletter: React.ReactNode
}) {
  const { address } = settings
  return (
    <footer className={styles.footer}>
      <div className={styles.newsletter}>
        <Container className={styles.newsletterInner}>
          <StaticMarkup>
            <h2 className={styles.newsletterTitle}>Stay ahead of every deadline</h2>
            <p className={styles.newsletterText}>
              Scholarship windows, application dates and visa changes, once a month. No spam.
            </p>
          </StaticMarkup>
          {newsletter}
        </Container>
      </div>

      <StaticMarkup {...PAGE_LINKS}>
        <Container className={styles.main}>
          <div className={styles.about}>
            <Logo name={settings.name} tone="light" />
            <p className={styles.tagline}>{settings.tagline}</p>
            <address className={styles.address}>
              <Icon name="MapPin" size={18} />
              {/* One string, so the HTML carries one text and no separators between React's text nodes. */}
              <span>{`${[address.line1, address.line2].filter(Boolean).join(', ')}, ${address.city}, ${address.region} ${address.postalCode}, ${address.country}`}</span>
            </address>
            <SocialLinks social={settings.social} />
            {settings.brochureUrl ? (
              <a className={styles.brochure} href={settings.brochureUrl} download>
                <Icon name="Download" size={18} />
                Download our brochure (PDF)
              </a>
            ) : null}
          </div>
          {nav.footerColumns.map((column) => (
            <nav key={column.title} aria-label={column.title}>
              <h2>{column.title}</h2>
              <ul>
                {column.links.map((link) => (
                  <li key={link.href}>
                    <a href={link.href}>{link.label}</a>
                  </li>
                ))}
              </ul>
            </nav>
          ))}
        </Container>

        <div className={styles.bottom}>
          <Container className={styles.bottomInner}>
            <p>{`© ${new Date().getFullYear()} ${settings.name}. All rights reserved.`}</p>
            <ul className={styles.legal}>
              {nav.legal.map((link) => (
                <li key={link.href}>
                  <a href={link.href}>{link.label}</a>
                </li>
              ))}
            </ul>
          </Container>
        </div>
      </StaticMarkup>
    </footer>
  )
}
