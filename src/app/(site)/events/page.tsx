import { EVENT_KINDS, type EventKind } from '@/cms/collections/events/config'
import { EVENTS_PATH, eventsOfKindPath, KIND_PARAM } from '@/config/event-paths'
import { siteUrl } from '@/config/env.server'
import { listEvents, officeTimeZone } from '@/content/events.server'
import { EVENTS_TEXT, KIND_PLURALS } from '@/sections/events/event-copy'
import { EventsList } from '@/sections/events/events-list'
import { breadcrumbList } from '@/seo/article-json-ld'
import { StaticJsonLd } from '@/seo/json-ld'
import { pageMetadata } from '@/seo/page-metadata'
import { NotFoundPage, notFoundMetadata } from '@/shell/not-found-page'
import { StaticMarkup } from '@/ui/static-markup'
import { StaticPageHeader } from '@/ui/static-page-header'
import { Section } from '@/ui/section'

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

/** The kind the address asks for: none for all events, undefined for a kind that does not exist. */
async function kindOf({ searchParams }: Props): Promise<EventKind | null | undefined> {
  const value = (await searchParams)[KIND_PARAM]
  if (value === undefined) return null
  return EVENT_KINDS.find((kind) => kind === value)
}

export async function generateMetadata(props: Props) {
  const kind = await kindOf(props)
  if (kind === undefined) return notFoundMetadata
  return pageMetadata({
    title: kind ? `${KIND_PLURALS[kind]} ${EVENTS_TEXT.titleSuffix}` : EVENTS_TEXT.heading,
    exactTitle: false,
    description: EVENTS_TEXT.lead,
    path: kind ? eventsOfKindPath(kind) : EVENTS_PATH,
  })
}

/** /events: the events to come and the past ones, all kinds or one (docs/decisions/0173). */
export default async function EventsPage(props: Props) {
  const kind = await kindOf(props)
  if (kind === undefined) return <NotFoundPage />
  const [events, timeZone] = await Promise.all([listEvents(), officeTimeZone()])
  return (
    <>
      <StaticPageHeader eyebrow={EVENTS_TEXT.eyebrow} title={EVENTS_TEXT.heading} lead={EVENTS_TEXT.lead} />
      <Section>
        <StaticMarkup>
          <EventsList events={events} kind={kind} timeZone={timeZone} />
        </StaticMarkup>
      </Section>
      <StaticJsonLd
        data={breadcrumbList(siteUrl(), [
          { name: 'Home', path: '/' },
          { name: EVENTS_TEXT.eyebrow, path: EVENTS_PATH },
        ])}
      />
    </>
  )
}
