import Link from 'next/link'
import type { AdminViewServerProps } from 'payload'

import { localDay } from '@/calendar/working-time'
import { ADMIN_PATH } from '@/config/cms-paths'

import { isAdmin, isLeadStaff } from '@/cms/access/roles'
import { AdminPage } from '../admin-page'
import { officeCalendar } from '../response-clock/office-calendar.server'
import type { User } from '@/cms/payload-types'
import { agendaWeek } from './agenda-week'
import { agenda } from './agenda.server'

const STATUS: Record<string, string> = {
  booked: 'Booked',
  cancelled: 'Cancelled',
  attended: 'Attended',
  'no-show': 'Did not come',
}

const PATH = `${ADMIN_PATH}/agenda`

/** The agenda's address for a week (its Monday, none for this week) and a counsellor (none for everyone). */
const agendaHref = ({ date, counsellor }: { date?: string; counsellor?: number }) => {
  const query = new URLSearchParams()
  if (date) query.set('date', date)
  if (counsellor) query.set('counsellor', String(counsellor))
  return query.size ? `${PATH}?${query}` : PATH
}

/**
 * /admin/agenda: the booked meetings of one week, Monday to Sunday, this week unless `?date=` names a day of another;
 * plain links move a week back or on and a plain form jumps to a date, so it works without scripts. Admins choose
 * everyone or one counsellor.
 */
export async function AgendaView({ initPageResult, params, searchParams }: AdminViewServerProps) {
  const { req } = initPageResult
  const { payload } = req
  const user = req.user as (User & { collection: 'users' }) | null
  const allowed = Boolean(user) && isLeadStaff({ req })
  const admin = isAdmin({ req })
  const chosen = (admin && Number(searchParams?.counsellor)) || undefined
  const calendar = await officeCalendar(payload)
  const timeZone = calendar.timeZone
  const today = localDay(new Date(), timeZone)
  const week = agendaWeek(searchParams?.date, today)
  const result = allowed && user ? await agenda(payload, { user, timeZone, counsellor: chosen, days: week.days }) : null
  const counsellors = admin
    ? (
        await payload.find({
          collection: 'users',
          where: { role: { equals: 'counsellor' } },
          pagination: false,
          depth: 0,
          select: { name: true, email: true },
        })
      ).docs
    : []
  const dayName = new Intl.DateTimeFormat('en-GB', { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' })
  const longDay = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })
  const ofDay = (day: string) => new Date(`${day}T12:00:00Z`)
  const time = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', timeZone })
  const thisWeek = agendaHref({ counsellor: chosen })

  return (
    <AdminPage initPageResult={initPageResult} params={params} searchParams={searchParams} className="agenda">
      <h1>Agenda</h1>
      {!result ? (
        <p>The agenda lists the meetings booked with counsellors.</p>
      ) : (
        <>
          <p>
            {admin ? 'Meetings booked' : 'Your meetings'} in the week of Monday {longDay.format(ofDay(week.days[0]!))}{' '}
            to Sunday {longDay.format(ofDay(week.days[6]!))}, in {timeZone} time.
          </p>
          <nav aria-label="Weeks" className="agenda__weeks">
            <ul>
              <li>
                <Link href={agendaHref({ date: week.previous, counsellor: chosen })} prefetch={false}>
                  <span aria-hidden="true">←</span>Previous week
                </Link>
              </li>
              <li>
                <Link href={thisWeek} prefetch={false} aria-current={week.current ? 'page' : undefined}>
                  This week
                </Link>
              </li>
              <li>
                <Link href={agendaHref({ date: week.next, counsellor: chosen })} prefetch={false}>
                  Next week<span aria-hidden="true">→</span>
                </Link>
              </li>
            </ul>
          </nav>
          <form method="get" action={PATH} className="agenda__jump">
            {chosen ? <input type="hidden" name="counsellor" value={chosen} /> : null}
            <label htmlFor="agenda-date">Go to the week of</label>
            <input
              id="agenda-date"
              type="date"
              name="date"
              defaultValue={week.current ? today : week.days[0]}
              required
            />
            <button type="submit" className="btn btn--style-secondary btn--size-small">
              Show
            </button>
          </form>
          {admin ? (
            <nav aria-label="Counsellor" className="agenda__filter">
              <ul>
                <li>
                  <Link
                    href={agendaHref({ date: week.current ? undefined : week.days[0] })}
                    aria-current={chosen ? undefined : 'page'}
                  >
                    Everyone
                  </Link>
                </li>
                {counsellors.map((counsellor) => (
                  <li key={counsellor.id}>
                    <Link
                      href={agendaHref({ date: week.current ? undefined : week.days[0], counsellor: counsellor.id })}
                      aria-current={chosen === counsellor.id ? 'page' : undefined}
                    >
                      {counsellor.name || counsellor.email}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          ) : null}
          {result.days.map(({ day, entries }) => (
            <section key={day} aria-labelledby={`agenda-${day}`} className="agenda__day">
              <h2 id={`agenda-${day}`}>
                {dayName.format(ofDay(day))}
                {day === today ? ' (today)' : ''}
              </h2>
              {entries.length === 0 ? (
                <p>No meetings.</p>
              ) : (
                <table className="agenda__table">
                  <thead>
                    <tr>
                      <th scope="col">Time</th>
                      <th scope="col">Meeting</th>
                      <th scope="col">Status</th>
                    </tr>
                  </thead>
                  <tbody>
                    {entries.map((entry) => (
                      <tr key={entry.id}>
                        <td>
                          {time.format(new Date(entry.start))}–{time.format(new Date(entry.end))}
                        </td>
                        <th scope="row">
                          <Link href={`${ADMIN_PATH}/collections/bookings/${entry.id}`}>{entry.visitor}</Link>
                          {entry.lead ? (
                            <>
                              {' · '}
                              <Link href={`${ADMIN_PATH}/collections/${entry.lead.collection}/${entry.lead.id}`}>
                                the lead
                              </Link>
                            </>
                          ) : null}
                          <span className="agenda__meeting">
                            {entry.meeting}
                            {admin ? ` with ${entry.counsellor}` : ''}
                          </span>
                        </th>
                        <td>{STATUS[entry.status] ?? entry.status}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              )}
            </section>
          ))}
        </>
      )}
    </AdminPage>
  )
}
