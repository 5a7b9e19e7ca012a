import type { ServerProps, Where } from 'payload'

import { localDay } from '@/calendar/working-time'
import { env } from '@/config/env.server'

import type { User } from '@/cms/payload-types'
import { agenda } from '../agenda/agenda.server'
import { MyLeadsSummary } from '../my-leads/my-leads-summary'
import { requestFollowUpSettings } from '../response-clock/office-calendar.server'
import { clockState } from '../response-clock/clock-state'
import { bookingsPerWeek } from './booking-metrics'
import { BookingsCard } from './bookings-card'
import { DocumentsCard } from './documents-card'
import { FunnelCard } from './funnel-card'
import { leadsSince, staffNames, unassignedOpen, waitingPastDeadline, type WaitingLead } from './lead-data.server'
import { leadMetrics, overdueNow } from './lead-metrics'
import type { LeadRow } from './lead-table'
import { FORM_NAMES } from './names'
import { OverdueCard } from './overdue-card'
import { periodOf } from './period'
import { PeriodFilter } from './period-filter'
import { ResponseCard } from './response-card'
import { SourcesCard } from './sources-card'
import { TargetCard } from './target-card'
import { TodayCard } from './today-card'
import { UnassignedCard } from './unassigned-card'
import { WeeklyCard } from './weekly-card'
import { lastWeeks, weekLabel, weeksAhead } from './weeks'

const LISTED = 10
/** The most weeks ahead the bookings chart shows, however far ahead a meeting is booked. */
const MOST_WEEKS_AHEAD = 8

/**
 * The admin's home page for the staff who work leads. First what needs them now: the overdue leads, those in nobody's
 * hands and today's meetings (the office's for an admin; her own, with her My leads card, for a counsellor); then the
 * leads of a period as charts: the company's figures for an admin, her own for a counsellor (decision 0158).
 */
export async function LeadDashboard({ payload, user, searchParams }: ServerProps) {
  const me = user as User | undefined
  if (!me || (me.role !== 'admin' && me.role !== 'counsellor')) return null
  const admin = me.role === 'admin'
  const scope: Where | undefined = admin ? undefined : { assignee: { equals: me.id } }
  const timeZone = env().STAFF_TIME_ZONE
  const weeks = periodOf(searchParams?.period)
  const at = new Date()
  const now = at.getTime()
  const since = lastWeeks(now, weeks, timeZone)[0]!
  const settings = await requestFollowUpSettings(payload)
  const officeZone = settings.calendar.timeZone
  const [leads, waiting, unassigned, bookings, today] = await Promise.all([
    leadsSince(payload, since, scope),
    waitingPastDeadline(payload, now, scope),
    unassignedOpen(payload),
    payload.find({
      collection: 'bookings',
      where: { start: { greater_than_equal: new Date(since).toISOString() } },
      select: { start: true, status: true },
      sort: 'start',
      pagination: false,
      depth: 0,
      overrideAccess: false,
      user: { ...me, collection: 'users' },
    }),
    agenda(payload, { user: me, timeZone: officeZone, days: [localDay(at, officeZone)] }),
  ])
  const metrics = leadMetrics(leads, { weeks, now, timeZone })
  const overdue = overdueNow(waiting, now)
  const overdueListed = overdue.slice(0, LISTED)
  const unassignedListed = [...unassigned]
    .sort((a, b) => Date.parse(a.createdAt) - Date.parse(b.createdAt))
    .slice(0, LISTED)
  const names = await staffNames(
    payload,
    [...metrics.responseTimes.perAssignee, ...overdueListed].flatMap((row) =>
      row.assignee === null ? [] : [row.assignee],
    ),
  )
  const nameOf = (id: number | null) => (id === null ? 'Unassigned' : (names.get(id) ?? `User ${id}`))
  const rowOf = (lead: WaitingLead): LeadRow => ({
    collection: lead.collection,
    id: lead.id,
    name: lead.name,
    form: FORM_NAMES[lead.form],
    clock: clockState(lead, at, settings.calendar),
    assignee: nameOf(lead.assignee),
  })
  const latest = bookings.docs.at(-1)?.start
  const bookingWeeks = [
    ...lastWeeks(now, weeks, timeZone),
    ...(latest ? weeksAhead(now, Date.parse(latest), timeZone, MOST_WEEKS_AHEAD) : []),
  ]

  const overdueCard = <OverdueCard key="overdue" count={overdue.length} rows={overdueListed.map(rowOf)} own={!admin} />
  const unassignedCard = (
    <UnassignedCard key="unassigned" count={unassigned.length} rows={unassignedListed.map(rowOf)} admin={admin} />
  )
  const todayCard = <TodayCard key="today" entries={today.days[0]!.entries} timeZone={officeZone} admin={admin} />
  const myLeadsCard = <MyLeadsSummary key="mine" payload={payload} user={me} />
  const documentsCard = <DocumentsCard key="documents" payload={payload} user={me} />

  return (
    <>
      <section className="lead-dashboard" aria-labelledby="lead-dashboard-now">
        <h1 id="lead-dashboard-now">Needs you now</h1>
        <div className="lead-dashboard__cards">
          {admin
            ? [overdueCard, unassignedCard, todayCard, documentsCard, myLeadsCard]
            : [myLeadsCard, overdueCard, todayCard, documentsCard, unassignedCard]}
        </div>
      </section>
      <section className="lead-dashboard" aria-labelledby="lead-dashboard-title">
        <div className="lead-dashboard__header">
          <h2 id="lead-dashboard-title">
            {admin ? 'Leads' : 'Your leads'} in the last {weeks} weeks
          </h2>
          <PeriodFilter current={weeks} />
        </div>
        <p className="lead-dashboard__note">
          {metrics.total} {admin ? 'leads' : 'leads of yours'} since Monday {weekLabel(since, timeZone)} ({timeZone}{' '}
          time), spam left out.
        </p>
        <div className="lead-dashboard__cards">
          <WeeklyCard perWeek={metrics.perWeek} timeZone={timeZone} />
          <BookingsCard
            perWeek={bookingsPerWeek(bookings.docs, bookingWeeks, timeZone)}
            weeksBack={weeks}
            timeZone={timeZone}
          />
          <FunnelCard steps={metrics.funnel} weeks={weeks} />
          <SourcesCard sources={metrics.sources} weeks={weeks} />
          <ResponseCard
            all={metrics.responseTimes.all}
            perWeek={metrics.responseTimes.perWeek}
            perAssignee={metrics.responseTimes.perAssignee.map((row) => ({ ...row, name: nameOf(row.assignee) }))}
            timeZone={timeZone}
          />
          <TargetCard target={metrics.target} targetMinutes={settings.responseTargetMinutes} weeks={weeks} />
        </div>
      </section>
    </>
  )
}
