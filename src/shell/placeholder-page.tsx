import { ButtonLink } from '@/ui/button'
import { PageHeader } from '@/ui/page-header'

/** The opening of a page whose full content is still to come: its heading, its promise and a way to talk to us. */
export function PlaceholderPage({ eyebrow, title, lead }: { eyebrow?: string; title: string; lead: string }) {
  return (
    <PageHeader eyebrow={eyebrow} title={title} lead={lead}>
      <ButtonLink href="/contact" size="lg">
        Talk to a counsellor
      </ButtonLink>
    </PageHeader>
  )
}
