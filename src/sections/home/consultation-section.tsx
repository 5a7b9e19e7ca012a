import type React from 'react'

import { Icon } from '@/ui/icon'
import { Section } from '@/ui/section'
import { StaticMarkup } from '@/ui/static-markup'

import styles from './consultation-section.module.css'
import { CONSULTATION } from './home-copy'

/**
 * 'Book a free consultation' (docs/product.md §2): heading, pitch and the form in `children`. The section's id is
 * the anchor that calls to action scroll to.
 */
export function ConsultationSection({
  lead,
  points,
  children,
}: {
  lead: string
  points: string[]
  children: React.ReactNode
}) {
  return (
    <Section id={CONSULTATION.id} labelledBy="home-consultation" className={styles.section}>
      <div className={styles.layout}>
        <StaticMarkup>
          <h2 id="home-consultation" className={styles.title}>
            {CONSULTATION.title}
          </h2>
          <p className={styles.lead}>{lead}</p>
          {points.length ? (
            <ul className={styles.points}>
              {points.map((point) => (
                <li key={point}>
                  <Icon name="CheckCircle2" size={20} />
                  {point}
                </li>
              ))}
            </ul>
          ) : null}
        </StaticMarkup>
        <div className={styles.form}>{children}</div>
      </div>
    </Section>
  )
}
