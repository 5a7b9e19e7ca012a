import type { Metadata } from 'next'

import { siteSettings } from '@/content/site-settings.server'
import { BookedSummary } from '@/sections/booking/booked-summary'
import { bookedView } from '@/sections/booking/booked-view.server'
import { BOOKED_PAGE, TIMES_TEXT } from '@/sections/booking/booking-copy'
import { BOOK_PATH, BOOKED_PATH } from '@/sections/booking/booking-links'
import { pageMetadata } from '@/seo/page-metadata'
import { ButtonLink } from '@/ui/button'
import { PageHeader } from '@/ui/page-header'
import { Section } from '@/ui/section'

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

const one = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)

// A visitor's own booking: never indexed, and its description names nothing of them.
export const generateMetadata = async (): Promise<Metadata> => ({
  ...(await pageMetadata({ title: BOOKED_PAGE.metaTitle, description: BOOKED_PAGE.description, path: BOOKED_PATH })),
  robots: { index: false },
})

/**
 * /book/booked?token=…: where /book/confirm sends a visitor whose booking is made. The manage token names the
 * booking; without a genuine, unexpired one the page says so and offers /book.
 */
export default async function BookedPage({ searchParams }: Props) {
  const view = await bookedView(one((await searchParams).token))
  if (view.kind !== 'booked') {
    const cancelled = view.kind === 'cancelled'
    return (
      <PageHeader
        title={cancelled ? BOOKED_PAGE.cancelledTitle : BOOKED_PAGE.invalidTitle}
        lead={cancelled ? BOOKED_PAGE.cancelledLead : BOOKED_PAGE.invalidLead}
      >
        <ButtonLink href={BOOK_PATH}>{BOOKED_PAGE.bookAgain}</ButtonLink>
      </PageHeader>
    )
  }
  const settings = await siteSettings()
  return (
    <>
      <PageHeader eyebrow={BOOKED_PAGE.eyebrow} title={BOOKED_PAGE.title} lead={BOOKED_PAGE.lead(view.name)} />
      <Section>
        <BookedSummary booking={view} officePlace={settings.address.city || TIMES_TEXT.officeFallback} />
      </Section>
    </>
  )
}
