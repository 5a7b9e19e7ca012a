import type { ServerProps } from 'payload'

import { env } from '@/config/env.server'

import { requestFollowUpSettings } from '../response-clock/office-calendar.server'
import { clockState } from '../response-clock/clock-state'
import { bookingsPerWeek } from './booking-metrics'
import { BookingsCard } from './bookings-card'
import { FunnelCard } from './funnel-card'
import { leadsSince, staffNames, waitingPastDeadline } from './lead-data.server'
import { leadMetrics, overdueNow } from './lead-metrics'
import { FORM_NAMES } from './names'
import { OverdueCard } from './overdue-card'
import { periodOf } from './period'
import { PeriodFilter } from './period-filter'
import { ResponseCard } from './response-card'
import { SourcesCard } from './sources-card'
import { TargetCard } from './target-card'
import { WeeklyCard } from './weekly-card'
import { lastWeeks, weekLabel } from './weeks'

const OVERDUE_LISTED = 10

/** The admin's home page for the staff who work leads (admins and counsellors): the leads of a period as charts. */
export async function LeadDashboard({ payload, user, searchParams }: ServerProps) {
  const role = (user as { role?: string } | undefined)?.role
  if (role !== 'admin' && role !== 'counsellor') return null
  const timeZone = env().STAFF_TIME_ZONE
  const weeks = periodOf(searchParams?.period)
  const at = new Date()
  const now = at.getTime()
  const since = lastWeeks(now, weeks, timeZone)[0]!
  const [leads, waiting, settings, bookings] = await Promise.all([
    leadsSince(payload, since),
    waitingPastDeadline(payload, now),
    requestFollowUpSettings(payload),
    payload.find({
      collection: 'bookings',
      where: { start: { greater_than_equal: new Date(since).toISOString() } },
      select: { start: true, status: true },
      pagination: false,
      depth: 0,
      overrideAccess: false,
      user: { ...(user as object), collection: 'users' },
    }),
  ])
  const metrics = leadMetrics(leads, { weeks, now, timeZone })
  const overdue = overdueNow(waiting, now)
  const listed = overdue.slice(0, OVERDUE_LISTED)
  const names = await staffNames(
    payload,
    [...metrics.responseTimes.perAssignee, ...listed].flatMap((row) => (row.assignee === null ? [] : [row.assignee])),
  )
  const nameOf = (id: number | null) => (id === null ? 'Unassigned' : (names.get(id) ?? `User ${id}`))

  return (
    <section className="lead-dashboard" aria-labelledby="lead-dashboard-title">
      <div className="lead-dashboard__header">
        <h1 id="lead-dashboard-title">Leads in the last {weeks} weeks</h1>
        <PeriodFilter current={weeks} />
      </div>
      <p className="lead-dashboard__note">
        {metrics.total} leads since Monday {weekLabel(since, timeZone)} ({timeZone} time), spam left out.
      </p>
      <div className="lead-dashboard__cards">
        <WeeklyCard perWeek={metrics.perWeek} timeZone={timeZone} />
        <FunnelCard steps={metrics.funnel} weeks={weeks} />
        <SourcesCard sources={metrics.sources} weeks={weeks} />
        <ResponseCard
          all={metrics.responseTimes.all}
          perWeek={metrics.responseTimes.perWeek}
          perAssignee={metrics.responseTimes.perAssignee.map((row) => ({ ...row, name: nameOf(row.assignee) }))}
          timeZone={timeZone}
        />
        <TargetCard target={metrics.target} targetMinutes={settings.responseTargetMinutes} weeks={weeks} />
        <BookingsCard
          perWeek={bookingsPerWeek(bookings.docs, lastWeeks(now, weeks, timeZone), timeZone)}
          timeZone={timeZone}
        />
        <OverdueCard
          count={overdue.length}
          rows={listed.map((lead) => ({
            collection: lead.collection,
            id: lead.id,
            name: lead.name,
            form: FORM_NAMES[lead.form],
            clock: clockState(lead, at, settings.calendar),
            assignee: nameOf(lead.assignee),
          }))}
        />
      </div>
    </section>
  )
}
