import type { PublicSettings } from '@/content/public-settings'
import { Container } from '@/ui/container'
import { Icon } from '@/ui/icon'
import { StaticMarkup } from '@/ui/static-markup'
import { PAGE_LINKS } from '@/ui/page-link'

import { HeaderSearch } from './header-search'
import type { NavLink } from './navigation'
import styles from './top-strip.module.css'

export function TopStrip({ phones, links }: { phones: PublicSettings['phones']; links: NavLink[] }) {
  return (
    <div className={styles.strip}>
      <Container className={styles.inner}>
        <StaticMarkup as="ul" className={styles.phones} aria-label="Call us">
          {phones.map((phone) => (
            <li key={phone.number}>
              <a href={`tel:${phone.dial}`} className={styles.phone}>
                <Icon name="Phone" size={14} />
                <span className="sr-only">{`${phone.label}: `}</span>
                {phone.number}
              </a>
            </li>
          ))}
        </StaticMarkup>
        <StaticMarkup as="nav" aria-label="Secondary" className={styles.secondary} {...PAGE_LINKS}>
          <ul>
            {links.map((link) => (
              <li key={link.href}>
                <a href={link.href}>{link.label}</a>
              </li>
            ))}
          </ul>
        </StaticMarkup>
        <HeaderSearch />
      </Container>
    </div>
  )
}
