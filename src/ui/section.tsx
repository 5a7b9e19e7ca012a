import type React from 'react'

import { Container } from './container'
import styles from './section.module.css'

type Props = {
  children: React.ReactNode
  /** 'tint' for the quiet brand background, 'ink' for the dark band. */
  tone?: 'plain' | 'tint' | 'ink'
  id?: string
  labelledBy?: string
  className?: string
}

/** A full-width page band with vertical rhythm and a centred container. */
export function Section({ children, tone = 'plain', id, labelledBy, className }: Props) {
  return (
    <section
      id={id}
      aria-labelledby={labelledBy}
      className={[styles.section, styles[tone], className].filter(Boolean).join(' ')}
    >
      <Container>{children}</Container>
    </section>
  )
}

/** The eyebrow, heading and lead paragraph that open a section. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  lead,
  align = 'start',
}: {
  id?: string
  eyebrow?: string
  title: string
  lead?: string
  align?: 'start' | 'center'
}) {
  return (
    <div className={[styles.heading, align === 'center' ? styles.center : ''].join(' ')}>
      {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
      <h2 id={id} className={styles.title}>
        {title}
      </h2>
      {lead ? <p className={styles.lead}>{lead}</p> : null}
    </div>
  )
}
