import styles from './facts.module.css'

/** Key figures in large type, each with what it means. */
export function Facts({ items }: { items: { figure: string; label: string }[] }) {
  return (
    <dl className={styles.facts}>
      {items.map((fact) => (
        <div key={fact.label} className={styles.fact}>
          <dt className={styles.label}>{fact.label}</dt>
          <dd className={styles.figure}>{fact.figure}</dd>
        </div>
      ))}
    </dl>
  )
}
