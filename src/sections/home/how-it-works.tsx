import { Section, SectionHeading } from '@/ui/section'

import { HOW_IT_WORKS } from './home-copy'
import styles from './how-it-works.module.css'

/** The four steps from the first call to the first term. */
export function HowItWorks() {
  return (
    <Section labelledBy="home-steps">
      <SectionHeading id="home-steps" eyebrow={HOW_IT_WORKS.eyebrow} title={HOW_IT_WORKS.title} align="center" />
      <ol className={styles.steps}>
        {HOW_IT_WORKS.steps.map((step, index) => (
          <li key={step.title} className={styles.step}>
            <span className={styles.number} aria-hidden="true">
              {String(index + 1).padStart(2, '0')}
            </span>
            <h3 className={styles.title}>{step.title}</h3>
            <p className={styles.text}>{step.text}</p>
          </li>
        ))}
      </ol>
    </Section>
  )
}
