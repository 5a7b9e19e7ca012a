import type React from 'react'

import { formatDate } from '@/sections/shared/format-date'
import { PageHero } from '@/service-pages/components/page-hero'
import { Container } from '@/ui/container'

import type { LegalPage } from '../content/legal-types'
import styles from './legal-layout.module.css'

/** A legal page: the hero, the date it last changed, and its text in a comfortable reading column. */
export function LegalLayout({
  page,
  eyebrow,
  children,
}: {
  page: LegalPage
  eyebrow: string
  children: React.ReactNode
}) {
  return (
    <>
      <PageHero trail={[{ name: page.title, path: page.path }]} eyebrow={eyebrow} title={page.title} lead={page.lead} />
      <div className={styles.body}>
        <Container>
          <article className={styles.document}>
            <p className={styles.updated}>
              Last updated: <time dateTime={page.updated}>{formatDate(page.updated)}</time>
            </p>
            {children}
          </article>
        </Container>
      </div>
    </>
  )
}
