import styles from './legal-text.module.css'
import { WithSettings } from './with-settings'

/** A policy's section: `{name}` in a paragraph becomes the consultancy's name and `{email}` a link to its address. */
export type LegalSection = { id: string; title: string; paragraphs: string[]; points?: string[] }

/** Policy sections, each with its heading, paragraphs and an optional list. */
export function PolicySections({ sections, name, email }: { sections: LegalSection[]; name: string; email: string }) {
  return (
    <div className={styles.sections}>
      {sections.map((section, index) => (
        <section key={section.id} id={section.id} aria-labelledby={`${section.id}-title`} className={styles.section}>
          <h2 id={`${section.id}-title`} className={styles.heading}>
            <span className={styles.number} aria-hidden="true">
              {index + 1}
            </span>
            {section.title}
          </h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph}>
              <WithSettings text={paragraph} name={name} email={email} />
            </p>
          ))}
          {section.points?.length ? (
            <ul className={styles.points}>
              {section.points.map((point) => (
                <li key={point}>{point}</li>
              ))}
            </ul>
          ) : null}
        </section>
      ))}
    </div>
  )
}
