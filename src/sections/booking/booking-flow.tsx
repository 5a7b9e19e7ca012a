import type { PublicSettings } from '@/content/public-settings'
import { BOOKING_TEXT } from '@/schema/booking-schema'

import type { BookView } from './book-view.server'
import { BOOK_PAGE, CLOSED_TEXT, DAYS_TEXT, DETAILS_TEXT, TIMES_TEXT } from './booking-copy'
import styles from './booking-flow.module.css'
import type { KeptForm } from './booking-form-cookie'
import { stepHref } from './booking-links'
import type { BookQuery } from './booking-query'
import { dayLabel } from './booking-times'
import { CallUs } from './call-us'
import { DayList } from './day-list'
import { DetailsForm } from './details-form'
import { noticeText } from './notice-text'
import { stepAnchor } from './step-anchor'
import { StepFocus } from './step-focus'
import { stepLanding } from './step-landing'
import { TimeList } from './time-list'
import { TimeZoneDetector } from './time-zone-detector'
import { ZonePicker } from './zone-picker'

const STEP_INDEX = { days: 0, times: 1, details: 2 } as const

function StepList({ current }: { current: number }) {
  return (
    <ol className={styles.steps} aria-label={BOOK_PAGE.stepsLabel}>
      {BOOK_PAGE.steps.map((label, index) => (
        <li key={label} aria-current={index === current ? 'step' : undefined}>
          <span className={styles.stepNumber} aria-hidden="true">
            {index + 1}
          </span>
          <span className="sr-only">{BOOK_PAGE.stepNumber(index + 1, BOOK_PAGE.steps.length)}</span>
          {label}
        </li>
      ))}
    </ol>
  )
}

/** A step's heading and lead; `anchor` when the step's address lands here (no message above it). */
function StepHeading({
  id,
  title,
  lead,
  anchor = false,
}: {
  id: string
  title: string
  lead?: string
  anchor?: boolean
}) {
  return (
    <div className={styles.stepStart} {...stepAnchor(anchor)}>
      <h2 id={id} className={styles.stepTitle}>
        {title}
      </h2>
      {lead ? <p className={styles.stepLead}>{lead}</p> : null}
    </div>
  )
}

/**
 * /book, server-rendered, every step a plain link or form: the open days, a day's times, then the details form for
 * a time. Times show in the visitor's zone (from the address, else the office's) with the office's clock beside them.
 * Each step's links and answers land on that step (`#book-step`), its messages first when there are any.
 */
export function BookingFlow({
  view,
  query,
  settings,
  kept,
  lead,
}: {
  view: BookView
  /** The address as asked, which the time-zone detector keeps when it adds the zone. */
  query: BookQuery
  settings: PublicSettings
  kept: KeptForm | null
  /** The lead whose cookie the visitor carries: the form then asks for nothing but the time. */
  lead: { name: string; email: string } | null
}) {
  if (view.step === 'closed') {
    return (
      <section className={styles.step} aria-labelledby="book-closed-title">
        <StepHeading id="book-closed-title" title={CLOSED_TEXT.title} anchor />
        <CallUs text={CLOSED_TEXT.text} phones={settings.phones} />
      </section>
    )
  }
  const { zone, officeZone, chosenZone: tz, days, now } = view
  const officePlace = settings.address.city || TIMES_TEXT.officeFallback
  const day = view.step === 'days' ? null : view.day
  const time = view.step === 'details' ? new Date(view.slot.start).toISOString() : null
  const notice = noticeText(view.step === 'details' ? null : view.notice)
  const landing = stepLanding(view, kept)
  const onHeading = landing === 'heading'

  return (
    <div className={styles.flow}>
      <StepFocus target={`${view.step}:${landing}`} />
      <StepList current={STEP_INDEX[view.step]} />
      <ZonePicker zone={zone} officeZone={officeZone} now={now} day={day} time={time} />
      {tz ? null : (
        <TimeZoneDetector
          link={{
            day: query.day,
            time: query.time === null ? null : new Date(query.time).toISOString(),
            taken: query.taken,
            busy: query.busy,
          }}
          officeZone={officeZone}
        />
      )}
      {notice ? (
        <p className={styles.notice} role="alert" {...stepAnchor(landing === 'notice')}>
          {notice}
        </p>
      ) : null}

      {view.step === 'days' ? (
        <section className={styles.step} aria-labelledby="book-days-title">
          <StepHeading
            id="book-days-title"
            title={DAYS_TEXT.title}
            lead={days.length ? DAYS_TEXT.lead : undefined}
            anchor={onHeading}
          />
          {days.length ? (
            <DayList days={days} tz={tz} label={DAYS_TEXT.listLabel} />
          ) : (
            <CallUs text={BOOKING_TEXT.noTimes} phones={settings.phones} />
          )}
        </section>
      ) : null}

      {view.step === 'times' ? (
        <section className={styles.step} aria-labelledby="book-times-title">
          <StepHeading
            id="book-times-title"
            title={TIMES_TEXT.title(dayLabel(view.day))}
            lead={view.slots.length ? TIMES_TEXT.lead : undefined}
            anchor={onHeading}
          />
          {view.slots.length ? (
            <TimeList
              day={view.day}
              slots={view.slots}
              zone={zone}
              officeZone={officeZone}
              officePlace={officePlace}
              tz={tz}
            />
          ) : days.length ? (
            <>
              <p>{TIMES_TEXT.none(dayLabel(view.day))}</p>
              <h3 className={styles.subTitle}>{DAYS_TEXT.listLabel}</h3>
              <DayList days={days} tz={tz} />
            </>
          ) : (
            <CallUs text={BOOKING_TEXT.noTimes} phones={settings.phones} />
          )}
          <a href={stepHref({ tz })} className={styles.back}>
            {TIMES_TEXT.otherDay}
          </a>
        </section>
      ) : null}

      {view.step === 'details' ? (
        <section className={styles.step} aria-labelledby="book-details-title">
          <StepHeading id="book-details-title" title={DETAILS_TEXT.title} anchor={onHeading} />
          <DetailsForm
            day={view.day}
            slot={view.slot}
            zone={zone}
            officeZone={officeZone}
            officePlace={officePlace}
            tz={tz}
            meeting={{ minutes: view.type.rules.durationMinutes, mode: view.type.mode }}
            challenge={view.challenge}
            kept={kept}
            busy={view.busy}
            lead={lead}
            landing={landing === 'problems' || landing === 'busy' ? landing : null}
          />
        </section>
      ) : null}
    </div>
  )
}
