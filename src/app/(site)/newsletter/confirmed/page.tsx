import type { Metadata } from 'next'

import { NEWSLETTER_PAGE_TEXT as TEXT } from '@/schema/messages'
import { pageMetadata } from '@/seo/page-metadata'
import { ButtonLink } from '@/ui/button'
import { PageHeader } from '@/ui/page-header'

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

/**
 * The heading and text of the page: ?invalid means the link did not confirm anything, ?unsubscribed that it named an
 * address unsubscribed since, which it leaves as it is.
 */
async function confirmedView(searchParams: Props['searchParams']) {
  const search = await searchParams
  if (search.invalid !== undefined) return { title: TEXT.invalidTitle, lead: TEXT.invalidBody }
  if (search.unsubscribed !== undefined) return { title: TEXT.staleTitle, lead: TEXT.staleBody }
  return { title: TEXT.confirmedTitle, lead: TEXT.confirmedBody }
}

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const { title, lead } = await confirmedView(searchParams)
  return {
    ...(await pageMetadata({ title, description: lead, path: '/newsletter/confirmed' })),
    robots: { index: false },
  }
}

/** Where the confirmation link of a newsletter subscription lands (after /api/newsletter/confirm). */
export default async function NewsletterConfirmedPage({ searchParams }: Props) {
  const { title, lead } = await confirmedView(searchParams)
  return (
    <PageHeader eyebrow="Newsletter" title={title} lead={lead}>
      <ButtonLink href="/">Back to the home page</ButtonLink>
    </PageHeader>
  )
}
