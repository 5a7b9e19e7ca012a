import type React from 'react'

import { Container } from './container'
import styles from './page-header.module.css'

/** The opening band of an inner page: optional eyebrow, the page's one h1, a lead and actions. */
export function PageHeader({
  eyebrow,
  title,
  lead,
  children,
}: {
  eyebrow?: string
  title: string
  lead?: string
  children?: React.ReactNode
}) {
  return (
    <div className={styles.header}>
      <Container>
        {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
        <h1 className={styles.title}>{title}</h1>
        {lead ? <p className={styles.lead}>{lead}</p> : null}
        {children ? <div className={styles.actions}>{children}</div> : null}
      </Container>
    </div>
  )
}
