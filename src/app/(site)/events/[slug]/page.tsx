import { cookies } from 'next/headers'

import { EVENTS_PATH, eventPath, hasBegun } from '@/config/event-paths'
import { siteUrl } from '@/config/env.server'
import { eventBySlug, officeTimeZone } from '@/content/events.server'
import { siteSettings } from '@/content/site-settings.server'
import { EVENTS_TEXT } from '@/sections/events/event-copy'
import { EventDetails } from '@/sections/events/event-details'
import { decodeEventForm, EVENT_FORM_COOKIE } from '@/sections/events/event-form-cookie'
import { RegistrationForm } from '@/sections/events/registration-form'
import { pictureSource } from '@/sections/listing/share-picture'
import { breadcrumbList } from '@/seo/article-json-ld'
import { eventJsonLd } from '@/seo/event-json-ld'
import { StaticJsonLd } from '@/seo/json-ld'
import { pageMetadata } from '@/seo/page-metadata'
import { issueChallenge } from '@/security/captcha.server'
import { followRedirect } from '@/shell/follow-redirect.server'
import { NotFoundPage, notFoundMetadata } from '@/shell/not-found-page'
import { StaticPageHeader } from '@/ui/static-page-header'
import { Section } from '@/ui/section'

// Rendered for each visitor: the seats left change with every registration, and the form's captcha is theirs.
export const dynamic = 'force-dynamic'

type Props = { params: Promise<{ slug: string }> }

export async function generateMetadata({ params }: Props) {
  const event = await eventBySlug((await params).slug)
  if (!event) return notFoundMetadata
  return pageMetadata({
    title: `${event.seo.metaTitle || event.title} ${EVENTS_TEXT.titleSuffix}`,
    description: event.seo.metaDescription || event.summary,
    keywords: event.seo.metaKeywords,
    path: eventPath(event.slug),
    image: event.image ? pictureSource(event.image, 'hero') : null,
  })
}

/** /events/<slug>: an event, its seats left and its registration form, which works without a script (decision 0173). */
export default async function EventPage({ params }: Props) {
  const { slug } = await params
  const event = await eventBySlug(slug)
  if (!event) {
    await followRedirect(eventPath(slug))
    return <NotFoundPage />
  }
  const [timeZone, settings] = await Promise.all([officeTimeZone(), siteSettings()])
  const closed = event.cancelled ? 'cancelled' : hasBegun(event.start) ? 'past' : null
  const kept = decodeEventForm((await cookies()).get(EVENT_FORM_COOKIE)?.value, event.slug)
  const base = siteUrl()
  return (
    <>
      <StaticPageHeader eyebrow={EVENTS_TEXT.eyebrow} title={event.title} lead={event.summary}>
        <a href={EVENTS_PATH}>{EVENTS_TEXT.back}</a>
      </StaticPageHeader>
      <Section>
        <EventDetails event={event} timeZone={timeZone} closed={closed}>
          <RegistrationForm
            slug={event.slug}
            questions={event.questions}
            challenge={issueChallenge()}
            kept={kept}
            full={event.seatsLeft === 0}
          />
        </EventDetails>
      </Section>
      <StaticJsonLd
        data={eventJsonLd({
          base,
          path: eventPath(event.slug),
          name: event.title,
          description: event.seo.metaDescription || event.summary,
          start: event.start,
          end: event.end,
          attendance: event.attendance,
          cancelled: event.cancelled,
          venue: event.venue,
          address: event.address,
          imagePath: event.image ? pictureSource(event.image, 'hero').url : null,
          capacity: event.capacity,
          seatsLeft: event.seatsLeft,
          hosts: event.hosts,
          organizer: { name: settings.name },
        })}
      />
      <StaticJsonLd
        data={breadcrumbList(base, [
          { name: 'Home', path: '/' },
          { name: EVENTS_TEXT.eyebrow, path: EVENTS_PATH },
          { name: event.title, path: eventPath(event.slug) },
        ])}
      />
    </>
  )
}
