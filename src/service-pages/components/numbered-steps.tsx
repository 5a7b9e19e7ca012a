import type { Item } from '../types'
import styles from './numbered-steps.module.css'

/** An ordered process: each step numbered on a connecting line, with its title, what happens and key points. */
export function NumberedSteps({ items, labelledBy }: { items: Item[]; labelledBy: string }) {
  return (
    <ol aria-labelledby={labelledBy} className={styles.steps}>
      {items.map((step, index) => (
        <li key={step.title} className={styles.step}>
          <span className={styles.marker} aria-hidden="true">
            {index + 1}
          </span>
          <div className={styles.body}>
            <p className={styles.kicker} aria-hidden="true">
              Step {index + 1}
            </p>
            <h3 className={styles.title}>{step.title}</h3>
            <p className={styles.text}>{step.text}</p>
            {step.points?.length ? (
              <ul className={styles.points}>
                {step.points.map((point) => (
                  <li key={point}>{point}</li>
                ))}
              </ul>
            ) : null}
          </div>
        </li>
      ))}
    </ol>
  )
}
