import { ArrowRight, MapPin } from 'lucide'
import Link from 'next/link'

import { Icon } from '@/ui/icon'
import { Section, SectionHeading } from '@/ui/section'

import styles from './destinations.module.css'
import { DESTINATIONS } from './home-copy'

/** The five destinations of docs/product.md §1, each in a sentence. */
export function Destinations() {
  return (
    <Section tone="ink" labelledBy="home-destinations">
      <SectionHeading id="home-destinations" eyebrow={DESTINATIONS.eyebrow} title={DESTINATIONS.title} />
      <ul className={styles.list}>
        {DESTINATIONS.items.map((destination) => (
          <li key={destination.name} className={styles.item}>
            <h3 className={styles.name}>
              <Icon icon={MapPin} size={18} />
              {destination.name}
            </h3>
            <p className={styles.text}>{destination.text}</p>
          </li>
        ))}
      </ul>
      <Link href="/study-abroad/university-selection" className={styles.more}>
        {DESTINATIONS.more}
        <Icon icon={ArrowRight} size={18} />
      </Link>
    </Section>
  )
}
