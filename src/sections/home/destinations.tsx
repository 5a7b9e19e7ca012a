import { Icon } from '@/ui/icon'
import { Section, SectionHeading } from '@/ui/section'
import { PageLink } from '@/ui/page-link'

import styles from './destinations.module.css'

/** The five destinations of docs/product.md §1, each in a sentence. */
export function Destinations({
  copy,
}: {
  copy: {
    eyebrow: string
    title: string
    items: { name: string; text: string }[]
    link?: { label: string; href: string }
  }
}) {
  return (
    <Section tone="ink" labelledBy="home-destinations">
      <SectionHeading id="home-destinations" eyebrow={copy.eyebrow} title={copy.title} />
      <ul className={styles.list}>
        {copy.items.map((destination) => (
          <li key={destination.name} className={styles.item}>
            <h3 className={styles.name}>
              <Icon name="MapPin" size={18} />
              {destination.name}
            </h3>
            <p className={styles.text}>{destination.text}</p>
          </li>
        ))}
      </ul>
      {copy.link ? (
        <PageLink href={copy.link.href} className={styles.more}>
          {copy.link.label}
          <Icon name="ArrowRight" size={18} />
        </PageLink>
      ) : null}
    </Section>
  )
}
