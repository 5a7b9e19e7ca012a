import type React from 'react'

import { formatDate, isoDay } from '@/sections/shared/format-date'
import { Container } from '@/ui/container'

import styles from './legal-document.module.css'

/** A legal page's text in a comfortable reading column, under the date it last changed. */
export function LegalDocument({ updated, children }: { updated: string; children: React.ReactNode }) {
  return (
    <div className={styles.body}>
      <Container>
        <article className={styles.document}>
          <p className={styles.updated}>
            Last updated: <time dateTime={isoDay(updated)}>{formatDate(updated)}</time>
          </p>
          {children}
        </article>
      </Container>
    </div>
  )
}
