import type { Metadata } from 'next'

import { ACCEPT_PATH, CANCEL_PATH, eventPath, hasBegun } from '@/config/event-paths'
import { officeTimeZone } from '@/content/events.server'
import { registrationView } from '@/events/registration-view.server'
import { payloadClient } from '@/payload/payload.server'
import formStyles from '@/forms/forms.module.css'
import { eventWhen } from '@/sections/events/event-times'
import styles from '@/sections/events/events.module.css'
import { type DoneNotice, REGISTRATION_TEXT } from '@/sections/events/registration-copy'
import { PageHeader } from '@/ui/page-header'
import { Section } from '@/ui/section'

export const dynamic = 'force-dynamic'

export const metadata: Metadata = { title: REGISTRATION_TEXT.eyebrow, robots: { index: false } }

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

const DONE = Object.keys(REGISTRATION_TEXT.done) as DoneNotice[]

/**
 * /events/registration?token=…: a visitor's registration, from the link in their mails: its status and place, the
 * event, and buttons (plain forms, so a mail program opening the link changes nothing) to cancel or take a seat.
 */
export default async function RegistrationPage({ searchParams }: Props) {
  const query = await searchParams
  const token = typeof query.token === 'string' ? query.token : ''
  const done = DONE.find((notice) => notice === query.done)
  if (!token) {
    return (
      <PageHeader
        eyebrow={REGISTRATION_TEXT.eyebrow}
        title={REGISTRATION_TEXT.thanks}
        lead={REGISTRATION_TEXT.thanksLead}
      />
    )
  }
  const [view, timeZone] = await Promise.all([registrationView(await payloadClient(), token), officeTimeZone()])
  if (!view) {
    return (
      <PageHeader
        eyebrow={REGISTRATION_TEXT.eyebrow}
        title={REGISTRATION_TEXT.unknown}
        lead={REGISTRATION_TEXT.unknownLead}
      />
    )
  }
  const when = eventWhen(view.event.start, view.event.end, timeZone)
  const until = view.offerExpiresAt
    ? eventWhen(view.offerExpiresAt, view.offerExpiresAt, timeZone).split(' to ')[0]!
    : ''
  const title =
    view.status === 'seat'
      ? REGISTRATION_TEXT.seat(view.name)
      : view.status === 'waiting'
        ? REGISTRATION_TEXT.waiting(view.place ?? 1)
        : view.status === 'offered'
          ? REGISTRATION_TEXT.offered
          : REGISTRATION_TEXT.cancelled
  const open = view.status !== 'cancelled' && !view.event.cancelled && !hasBegun(view.event.start)
  return (
    <>
      <PageHeader eyebrow={REGISTRATION_TEXT.eyebrow} title={title} lead={`${view.event.title}: ${when}`} />
      <Section>
        <div className={styles.facts}>
          {done ? (
            <p className={styles.notice} role="status">
              {REGISTRATION_TEXT.done[done]}
            </p>
          ) : null}
          {view.event.cancelled ? <p className={styles.notice}>{REGISTRATION_TEXT.eventCancelled}</p> : null}
          {view.status === 'waiting' ? <p>{REGISTRATION_TEXT.waitingLead}</p> : null}
          {view.status === 'offered' ? <p>{REGISTRATION_TEXT.offeredLead(until)}</p> : null}
          <div className={styles.actions}>
            {open && view.status === 'offered' ? (
              <form method="post" action={ACCEPT_PATH}>
                <input type="hidden" name="token" value={token} />
                <button type="submit" className={formStyles.submit}>
                  {REGISTRATION_TEXT.take}
                </button>
              </form>
            ) : null}
            {open ? (
              <form method="post" action={CANCEL_PATH}>
                <input type="hidden" name="token" value={token} />
                <button type="submit" className={formStyles.submit}>
                  {REGISTRATION_TEXT.cancel}
                </button>
              </form>
            ) : null}
            <a href={eventPath(view.event.slug)}>{REGISTRATION_TEXT.seeEvent}</a>
          </div>
        </div>
      </Section>
    </>
  )
}
