import { cookies } from 'next/headers'

import { LEAD_BOOKING_COOKIE, leadOfCookie } from '@/bookings/lead-cookie'
import { siteSettings } from '@/content/site-settings.server'
import { payloadClient } from '@/payload/payload.server'
import { bookView } from '@/sections/booking/book-view.server'
import { BOOK_PAGE } from '@/sections/booking/booking-copy'
import { BookingFlow } from '@/sections/booking/booking-flow'
import { BOOK_FORM_COOKIE, decodeKeptForm } from '@/sections/booking/booking-form-cookie'
import { BOOK_PATH } from '@/sections/booking/booking-links'
import { readBookQuery } from '@/sections/booking/booking-query'
import { pageMetadata } from '@/seo/page-metadata'
import { PageHero } from '@/service-pages/components/page-hero'
import { Section } from '@/ui/section'

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

export const generateMetadata = () =>
  pageMetadata({ title: BOOK_PAGE.metaTitle, description: BOOK_PAGE.description, path: BOOK_PATH })

/**
 * /book: a free consultation at a real free time, in three server-rendered steps that work without a script
 * (?day=YYYY-MM-DD, then &time=<ISO start>, with &tz=<IANA zone> throughout). A form refused by /book/confirm comes
 * back here with what was typed and what was wrong, in a short-lived cookie for that time.
 */
export default async function BookPage({ searchParams }: Props) {
  const query = readBookQuery(await searchParams)
  const [view, settings] = await Promise.all([bookView(query), siteSettings()])
  const jar = await cookies()
  const kept = view.step === 'details' ? decodeKeptForm(jar.get(BOOK_FORM_COOKIE)?.value, view.slot.start) : null
  const lead =
    view.step === 'details' ? await leadOfCookie(await payloadClient(), jar.get(LEAD_BOOKING_COOKIE)?.value) : null
  return (
    <>
      <PageHero
        trail={[{ name: BOOK_PAGE.crumb, path: BOOK_PATH }]}
        eyebrow={BOOK_PAGE.eyebrow}
        title={BOOK_PAGE.title}
        lead={
          view.step === 'closed'
            ? BOOK_PAGE.leadClosed
            : BOOK_PAGE.lead(view.type.rules.durationMinutes, view.type.mode)
        }
      />
      <Section>
        <BookingFlow view={view} query={query} settings={settings} kept={kept} lead={lead} />
      </Section>
    </>
  )
}
