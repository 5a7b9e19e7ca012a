import type { Metadata } from 'next'

import { NEWSLETTER_PAGE_TEXT as TEXT } from '@/forms/messages'
import { ButtonLink } from '@/ui/button'
import { PageHeader } from '@/ui/page-header'

export const metadata: Metadata = { title: 'Newsletter', robots: { index: false } }

/** Where the confirmation link of a newsletter subscription lands (after /api/newsletter/confirm). */
export default async function NewsletterConfirmedPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>
}) {
  const invalid = (await searchParams).invalid !== undefined
  return (
    <PageHeader
      eyebrow="Newsletter"
      title={invalid ? TEXT.invalidTitle : TEXT.confirmedTitle}
      lead={invalid ? TEXT.invalidBody : TEXT.confirmedBody}
    >
      <ButtonLink href="/">Back to the home page</ButtonLink>
    </PageHeader>
  )
}
