import styles from './legal-text.module.css'
import { WithSettings } from './with-settings'

/** The terms as one numbered list of statements. */
export function TermsList({ statements, name, email }: { statements: string[]; name: string; email: string }) {
  return (
    <ol className={styles.terms} aria-label="Terms and conditions">
      {statements.map((statement) => (
        <li key={statement}>
          <WithSettings text={statement} name={name} email={email} />
        </li>
      ))}
    </ol>
  )
}
