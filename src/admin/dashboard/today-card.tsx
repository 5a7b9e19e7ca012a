import Link from 'next/link'

import { ADMIN_PATH } from '@/config/cms-paths'

import type { AgendaEntry } from '../agenda/agenda.server'
import { DashboardCard } from './dashboard-card'

const STATUS: Record<AgendaEntry['status'], string> = {
  booked: 'Booked',
  cancelled: 'Cancelled',
  attended: 'Attended',
  'no-show': 'Did not come',
}

/** Today's meetings, the earliest first: the office's for an admin, her own for a counsellor; the agenda a link away. */
export function TodayCard({
  entries,
  timeZone,
  admin,
}: {
  entries: readonly AgendaEntry[]
  timeZone: string
  admin: boolean
}) {
  const time = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', timeZone })
  const booked = entries.filter((entry) => entry.status !== 'cancelled').length
  return (
    <DashboardCard id="lead-dashboard-today" title="Meetings today" level={2}>
      {booked ? (
        <p>
          <span className="lead-dashboard__figure">{booked}</span>
          {booked === 1 ? 'meeting' : 'meetings'} {admin ? 'booked' : 'of yours'} today ({timeZone} time).
        </p>
      ) : (
        <p>{admin ? 'No meeting is booked for today.' : 'You have no meeting today.'}</p>
      )}
      {entries.length ? (
        <table className="lead-dashboard__table">
          <caption className="sr-only">Today’s meetings, the earliest first</caption>
          <thead>
            <tr>
              <th scope="col">Time</th>
              <th scope="col">Visitor</th>
              {admin ? <th scope="col">Counsellor</th> : null}
              <th scope="col">Status</th>
            </tr>
          </thead>
          <tbody>
            {entries.map((entry) => (
              <tr key={entry.id}>
                <td>{time.format(new Date(entry.start))}</td>
                <th scope="row">
                  <Link href={`${ADMIN_PATH}/collections/bookings/${entry.id}`} prefetch={false}>
                    {entry.visitor}
                  </Link>
                </th>
                {admin ? <td>{entry.counsellor}</td> : null}
                <td>{STATUS[entry.status]}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      <p>
        <Link href={`${ADMIN_PATH}/agenda`} prefetch={false}>
          Open the agenda
        </Link>
      </p>
    </DashboardCard>
  )
}
