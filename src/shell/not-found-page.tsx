import type { Metadata } from 'next'

import { ButtonLink } from '@/ui/button'
import { PageHeader } from '@/ui/page-header'

import { NOT_FOUND_META } from './not-found-status'
import { NOT_FOUND_TEXT } from './not-found-text'

export const notFoundMetadata: Metadata = { title: NOT_FOUND_TEXT.pageTitle, robots: { index: false } }

/**
 * The not-found page (docs/product.md §2), rendered by a page for an address that names nothing. Its meta element goes
 * up into the head, where the production server reads it and answers 404 (./not-found-status.ts).
 */
export function NotFoundPage() {
  return (
    <>
      <meta name={NOT_FOUND_META.name} content={NOT_FOUND_META.content} />
      <PageHeader eyebrow={NOT_FOUND_TEXT.eyebrow} title={NOT_FOUND_TEXT.title} lead={NOT_FOUND_TEXT.lead}>
        <ButtonLink href="/" size="lg">
          {NOT_FOUND_TEXT.home}
        </ButtonLink>
      </PageHeader>
    </>
  )
}
