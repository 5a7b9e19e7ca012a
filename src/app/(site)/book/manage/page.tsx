import type { Metadata } from 'next'

import { siteSettings } from '@/content/site-settings.server'
import { bookView } from '@/sections/booking/book-view.server'
import { BookedSummary } from '@/sections/booking/booked-summary'
import { bookedView } from '@/sections/booking/booked-view.server'
import { MANAGE_TEXT, TIMES_TEXT } from '@/sections/booking/booking-copy'
import { BOOK_PATH, CHANGE_PATH, MANAGE_PATH, STEP_ANCHOR, stepHref } from '@/sections/booking/booking-links'
import { readBookQuery } from '@/sections/booking/booking-query'
import { dayLabel, inTwoZones } from '@/sections/booking/booking-times'
import { DayList } from '@/sections/booking/day-list'
import { noticeText } from '@/sections/booking/notice-text'
import { stepAnchor } from '@/sections/booking/step-anchor'
import { StepFocus } from '@/sections/booking/step-focus'
import { TimeList } from '@/sections/booking/time-list'
import formStyles from '@/forms/forms.module.css'
import { pageMetadata } from '@/seo/page-metadata'
import { ButtonLink } from '@/ui/button'
import { PageHeader } from '@/ui/page-header'
import { Section } from '@/ui/section'

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

const one = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)

export const generateMetadata = async (): Promise<Metadata> => ({
  ...(await pageMetadata({ title: MANAGE_TEXT.metaTitle, description: MANAGE_TEXT.cancelLead, path: MANAGE_PATH })),
  robots: { index: false },
})

/**
 * /book/manage?token=…&action=cancel|reschedule: a booked meeting's own page, from the links in its mails (decision
 * 0129). Cancel is one button; reschedule walks the free days and times like /book and moves the meeting. Plain
 * links and forms: it works without a script. Like /book's, each step's address lands on it (`#book-step`).
 */
export default async function ManagePage({ searchParams }: Props) {
  const search = await searchParams
  const token = one(search.token) ?? ''
  const done = one(search.done)
  if (done === 'cancelled' || done === 'moved') {
    return (
      <PageHeader title={MANAGE_TEXT.title} lead={done === 'cancelled' ? MANAGE_TEXT.cancelled : MANAGE_TEXT.moved}>
        <ButtonLink href={BOOK_PATH}>{MANAGE_TEXT.bookAgain}</ButtonLink>
      </PageHeader>
    )
  }
  const [booked, settings] = await Promise.all([bookedView(token), siteSettings()])
  if (booked.kind !== 'booked') {
    return (
      <PageHeader title={MANAGE_TEXT.title} lead={MANAGE_TEXT.invalid}>
        <ButtonLink href={BOOK_PATH}>{MANAGE_TEXT.bookAgain}</ButtonLink>
      </PageHeader>
    )
  }
  const officePlace = settings.address.city || TIMES_TEXT.officeFallback
  const reschedule = one(search.action) === 'reschedule'
  const query = readBookQuery(search)
  const view = reschedule ? await bookView(query) : null
  const tz = query.tz
  // A time taken since the visitor chose it brings its day back, saying so, as on /book.
  const notice = noticeText(
    query.taken ? 'taken' : view?.step === 'times' && view.notice === 'gone' ? 'gone' : null,
    MANAGE_TEXT.taken,
  )
  const onStep = !notice
  return (
    <>
      <PageHeader title={MANAGE_TEXT.title} lead={reschedule ? MANAGE_TEXT.rescheduleLead : MANAGE_TEXT.cancelLead} />
      <Section>
        <StepFocus target={`${view?.step ?? 'cancel'}:${notice}`} />
        <BookedSummary booking={booked} officePlace={officePlace} />
        {notice ? (
          <p role="alert" {...stepAnchor(true)}>
            {notice}
          </p>
        ) : null}
        {!reschedule ? (
          <form method="post" action={CHANGE_PATH}>
            <input type="hidden" name="token" value={token} />
            <input type="hidden" name="action" value="cancel" />
            <button type="submit" className={formStyles.submit}>
              {MANAGE_TEXT.cancel}
            </button>{' '}
            <a href={stepHref({ manage: token, tz })}>{MANAGE_TEXT.otherTime}</a>
          </form>
        ) : view && view.step === 'days' ? (
          <>
            <h2 {...stepAnchor(onStep)}>{MANAGE_TEXT.chooseDay}</h2>
            <DayList days={view.days} tz={tz} manage={token} />
          </>
        ) : view && view.step === 'times' ? (
          <>
            <h2 {...stepAnchor(onStep)}>{MANAGE_TEXT.chooseTime(dayLabel(view.day))}</h2>
            <TimeList
              day={view.day}
              slots={view.slots}
              zone={view.zone}
              officeZone={view.officeZone}
              officePlace={officePlace}
              tz={tz}
              manage={token}
            />
          </>
        ) : view && view.step === 'details' ? (
          <form method="post" action={CHANGE_PATH}>
            <input type="hidden" name="token" value={token} />
            <input type="hidden" name="action" value="move" />
            <input type="hidden" name="start" value={new Date(view.slot.start).toISOString()} />
            <input type="hidden" name="tz" value={tz ?? ''} />
            <button type="submit" className={formStyles.submit} id={onStep ? STEP_ANCHOR : undefined}>
              {MANAGE_TEXT.move(
                `${dayLabel(view.day)} ${inTwoZones(view.slot.start, view.zone, view.officeZone).time}`,
              )}
            </button>
          </form>
        ) : null}
      </Section>
    </>
  )
}
