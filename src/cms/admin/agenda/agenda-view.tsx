import Link from 'next/link'
import type { AdminViewServerProps } from 'payload'

import { ADMIN_PATH } from '@/config/cms-paths'

import { isAdmin, isLeadStaff } from '../../access/roles'
import { AdminPage } from '../admin-page'
import { officeCalendar } from '../response-clock/office-calendar.server'
import type { User } from '../../payload-types'
import { agenda, AGENDA_DAYS } from './agenda.server'

const STATUS: Record<string, string> = {
  booked: 'Booked',
  cancelled: 'Cancelled',
  attended: 'Attended',
  'no-show': 'Did not come',
}

/** /admin/agenda: the booked meetings of today and the coming days; admins choose everyone or one counsellor. */
export async function AgendaView({ initPageResult, params, searchParams }: AdminViewServerProps) {
  const { req } = initPageResult
  const { payload } = req
  const user = req.user as (User & { collection: 'users' }) | null
  const allowed = Boolean(user) && isLeadStaff({ req })
  const admin = isAdmin({ req })
  const chosen = Number(searchParams?.counsellor) || undefined
  const calendar = await officeCalendar(payload)
  const timeZone = calendar.timeZone
  const result =
    allowed && user ? await agenda(payload, { user, timeZone, counsellor: admin ? chosen : undefined }) : null
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
  const dayName = new Intl.DateTimeFormat('en-GB', { weekday: 'long', day: 'numeric', month: 'long', timeZone })
  const time = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', timeZone })

  return (
    <AdminPage initPageResult={initPageResult} params={params} searchParams={searchParams} className="agenda">
      <h1>Agenda</h1>
      {!result ? (
        <p>The agenda lists the meetings booked with counsellors.</p>
      ) : (
        <>
          <p>
            {admin ? 'Meetings booked' : 'Your meetings'} today and in the next {AGENDA_DAYS - 1} days, in {timeZone}{' '}
            time.
          </p>
          {admin ? (
            <nav aria-label="Counsellor" className="agenda__filter">
              <ul>
                <li>
                  <Link href={`${ADMIN_PATH}/agenda`} aria-current={chosen ? undefined : 'page'}>
                    Everyone
                  </Link>
                </li>
                {counsellors.map((counsellor) => (
                  <li key={counsellor.id}>
                    <Link
                      href={`${ADMIN_PATH}/agenda?counsellor=${counsellor.id}`}
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
              <h2 id={`agenda-${day}`}>{dayName.format(new Date(`${day}T12:00:00Z`))}</h2>
              {entries.length === 0 ? (
                <p>No meetings.</p>
              ) : (
                <table className="my-leads__table">
                  <thead>
                    <tr>
                      <th scope="col">Time</th>
                      <th scope="col">Visitor</th>
                      <th scope="col">Meeting</th>
                      <th scope="col">Counsellor</th>
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
                        </th>
                        <td>{entry.meeting}</td>
                        <td>{entry.counsellor}</td>
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
