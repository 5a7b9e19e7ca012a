import { Section, SectionHeading } from '@/ui/section'

import styles from './how-it-works.module.css'

/** The four steps from the first call to the first term. */
export function HowItWorks({
  copy,
}: {
  copy: { eyebrow: string; title: string; steps: { title: string; text: string }[] }
}) {
  return (
    <Section labelledBy="home-steps">
      <SectionHeading id="home-steps" eyebrow={copy.eyebrow} title={copy.title} align="center" />
      <ol className={styles.steps}>
        {copy.steps.map((step, index) => (
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
