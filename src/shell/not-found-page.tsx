import type { Metadata } from 'next'

import { ButtonLink } from '@/ui/button'
import { PageHeader } from '@/ui/page-header'

export const notFoundMetadata: Metadata = { title: 'Page not found', robots: { index: false } }

/** The not-found page (site-spec §2): rendered by each segment's not-found.tsx, since a route group's root cannot have one. */
export function NotFoundPage() {
  return (
    <PageHeader eyebrow="404" title="Oops! page not found" lead="Looks like you followed a bad link.">
      <ButtonLink href="/" size="lg">
        Go to the home page
      </ButtonLink>
    </PageHeader>
  )
}
