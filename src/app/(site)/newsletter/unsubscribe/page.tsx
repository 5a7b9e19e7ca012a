import type { Metadata } from 'next'

import { payloadClient } from '@/payload/payload.server'
import { NEWSLETTER_PAGE_TEXT as TEXT } from '@/schema/messages'
import { isUnsubscribed } from '@/leads/newsletter.server'
import { verifyLink } from '@/outbox/newsletter-tokens.server'
import { pageMetadata } from '@/seo/page-metadata'
import { Button, ButtonLink } from '@/ui/button'
import { PageHeader } from '@/ui/page-header'

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

const one = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)

/**
 * What the address shows: the confirmation after unsubscribing (or when the address is unsubscribed already), a
 * link that is not valid, or the button.
 */
async function unsubscribeView(searchParams: Props['searchParams']) {
  const search = await searchParams
  if (search.done !== undefined) return { kind: 'done', title: TEXT.unsubscribedTitle } as const
  const e = one(search.e) ?? ''
  const t = one(search.t) ?? ''
  const email = verifyLink('unsubscribe', e, t)
  if (!email) return { kind: 'invalid', title: TEXT.invalidTitle } as const
  // Opened again after unsubscribing: say so, rather than offer a button that changes nothing.
  if (await isUnsubscribed(await payloadClient(), email))
    return { kind: 'done', title: TEXT.unsubscribedTitle } as const
  return { kind: 'form', title: TEXT.unsubscribeTitle, e, t, email } as const
}

/** Each view's meta description, and its lead where the lead names no address. */
const DESCRIPTIONS = {
  done: TEXT.unsubscribedBody,
  invalid: TEXT.invalidBody,
  form: TEXT.unsubscribeDescription,
} as const

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const view = await unsubscribeView(searchParams)
  return {
    ...(await pageMetadata({
      title: view.title,
      description: DESCRIPTIONS[view.kind],
      path: '/newsletter/unsubscribe',
    })),
    robots: { index: false },
  }
}

/**
 * The unsubscribe page of every newsletter mail's link: a button that posts to /api/newsletter/unsubscribe
 * (a GET never unsubscribes, so mail scanners following links change nothing), then the confirmation.
 */
export default async function NewsletterUnsubscribePage({ searchParams }: Props) {
  const view = await unsubscribeView(searchParams)
  if (view.kind !== 'form') {
    return (
      <PageHeader eyebrow="Newsletter" title={view.title} lead={DESCRIPTIONS[view.kind]}>
        <ButtonLink href="/">Back to the home page</ButtonLink>
      </PageHeader>
    )
  }
  return (
    <PageHeader eyebrow="Newsletter" title={view.title} lead={`${TEXT.unsubscribeBody} ${view.email}.`}>
      <form method="post" action="/api/newsletter/unsubscribe">
        <input type="hidden" name="e" value={view.e} />
        <input type="hidden" name="t" value={view.t} />
        <Button type="submit">{TEXT.unsubscribeButton}</Button>
      </form>
    </PageHeader>
  )
}
