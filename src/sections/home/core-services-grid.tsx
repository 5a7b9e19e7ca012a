import { Icon } from '@/ui/icon'
import type { IconName } from '@/ui/icon-drawings'
import { Section, SectionHeading } from '@/ui/section'
import { PageLink } from '@/ui/page-link'

import { CORE_SERVICES, CORE_SERVICES_TITLE, type ServiceIcon } from './core-services'
import styles from './core-services-grid.module.css'

const ICONS: Record<ServiceIcon, IconName> = {
  university: 'GraduationCap',
  summer: 'Sun',
  school: 'School',
  scholarship: 'Award',
  mentorship: 'Compass',
  test: 'ClipboardCheck',
  visa: 'Stamp',
  loan: 'Wallet',
  research: 'Microscope',
}

/** 'Core services': nine cards, each linking to its page (docs/product.md §2). */
export function CoreServicesGrid({ lead }: { lead: string }) {
  return (
    <Section tone="tint" labelledBy="home-services">
      <SectionHeading id="home-services" title={CORE_SERVICES_TITLE} lead={lead} />
      <ul className={styles.grid}>
        {CORE_SERVICES.map((service) => {
          return (
            <li key={service.path} className={styles.card}>
              <span className={styles.icon} aria-hidden="true">
                <Icon name={ICONS[service.icon]} size={24} />
              </span>
              <h3 className={styles.title}>
                <PageLink href={service.path} className={styles.link}>
                  {service.title}
                </PageLink>
              </h3>
              <p className={styles.desc}>{service.desc}</p>
              <Icon name="ArrowRight" size={18} className={styles.arrow} />
            </li>
          )
        })}
      </ul>
    </Section>
  )
}
