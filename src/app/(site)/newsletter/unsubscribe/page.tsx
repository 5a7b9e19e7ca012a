import type { Metadata } from 'next'

import { NEWSLETTER_PAGE_TEXT as TEXT } from '@/forms/messages'
import { verifyLink } from '@/leads/newsletter-tokens.server'
import { Button, ButtonLink } from '@/ui/button'
import { PageHeader } from '@/ui/page-header'

export const metadata: Metadata = { title: 'Unsubscribe', robots: { index: false } }

type Search = Record<string, string | string[] | undefined>
const one = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)

/**
 * The unsubscribe page of every newsletter mail's link: a button that posts to /api/newsletter/unsubscribe
 * (a GET never unsubscribes, so mail scanners following links change nothing), then the confirmation.
 */
export default async function NewsletterUnsubscribePage({ searchParams }: { searchParams: Promise<Search> }) {
  const search = await searchParams
  if (search.done !== undefined) {
    return (
      <PageHeader eyebrow="Newsletter" title={TEXT.unsubscribedTitle} lead={TEXT.unsubscribedBody}>
        <ButtonLink href="/">Back to the home page</ButtonLink>
      </PageHeader>
    )
  }
  const e = one(search.e) ?? ''
  const t = one(search.t) ?? ''
  const email = verifyLink('unsubscribe', e, t)
  if (!email) {
    return (
      <PageHeader eyebrow="Newsletter" title={TEXT.invalidTitle} lead={TEXT.invalidBody}>
        <ButtonLink href="/">Back to the home page</ButtonLink>
      </PageHeader>
    )
  }
  return (
    <PageHeader eyebrow="Newsletter" title={TEXT.unsubscribeTitle} lead={`${TEXT.unsubscribeBody} ${email}.`}>
      <form method="post" action="/api/newsletter/unsubscribe">
        <input type="hidden" name="e" value={e} />
        <input type="hidden" name="t" value={t} />
        <Button type="submit">{TEXT.unsubscribeButton}</Button>
      </form>
    </PageHeader>
  )
}
