import type React from 'react'

import { Container } from './container'
import styles from './page-header.module.css'

export type PageHeaderProps = {
  eyebrow?: string
  title: string
  lead?: string
  children?: React.ReactNode
}

/** What the band holds, inside its frame: for PageHeader and for StaticPageHeader. */
export function PageHeaderContent({ eyebrow, title, lead, children }: PageHeaderProps) {
  return (
    <Container>
      {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
      <h1 className={styles.title}>{title}</h1>
      {lead ? <p className={styles.lead}>{lead}</p> : null}
      {children ? <div className={styles.actions}>{children}</div> : null}
    </Container>
  )
}

export const pageHeaderClass = styles.header

/** The opening band of an inner page: optional eyebrow, the page's one h1, a lead and actions. */
export function PageHeader(props: PageHeaderProps) {
  return (
    <div className={styles.header}>
      <PageHeaderContent {...props} />
    </div>
  )
}
