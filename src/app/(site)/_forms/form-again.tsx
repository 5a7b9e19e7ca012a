import type { Metadata } from 'next'
import type React from 'react'

import { siteBrand } from '@/content/site-settings.server'
import { FORM_PATHS, type FormKind } from '@/schema/form-paths'
import { FORM_AGAIN_TEXT } from '@/schema/messages'
import { pageMetadata } from '@/seo/page-metadata'
import { PageHeader } from '@/ui/page-header'
import { Section } from '@/ui/section'

import styles from './form-again.module.css'

/** A page that shows one visitor's form again: its own title and description, never indexed. */
export async function formAgainMetadata(kind: FormKind): Promise<Metadata> {
  const { title, description } = FORM_AGAIN_TEXT[kind]
  return {
    ...(await pageMetadata({
      title,
      description: typeof description === 'function' ? description((await siteBrand()).name) : description,
      path: FORM_PATHS[kind].page,
    })),
    robots: { index: false },
  }
}

/**
 * /enquiry, /consultation and /newsletter (docs/decisions/0132): the form a visitor sent without a script, shown again
 * by the server with what they typed, the messages beside the fields and, for the lead forms, a captcha drawn for
 * them. Rendered for each visitor (it reads their cookie): the page cache never keeps it.
 */
export function FormAgain({ kind, children }: { kind: FormKind; children: React.ReactNode }) {
  const text = FORM_AGAIN_TEXT[kind]
  return (
    <>
      <PageHeader eyebrow={text.eyebrow} title={text.title} lead={text.lead} />
      <Section>
        <div className={styles.card}>{children}</div>
      </Section>
    </>
  )
}
