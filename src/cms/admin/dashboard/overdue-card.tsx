import Link from 'next/link'

import { ADMIN_PATH } from '@/config/cms-paths'

import type { ClockState } from '../response-clock/clock-state'
import { ResponseClockPill } from '../response-clock/response-clock-pill'
import { DashboardCard } from './dashboard-card'

export type OverdueRow = {
  collection: 'enquiries' | 'consultations'
  id: number
  name: string
  form: string
  clock: ClockState
  assignee: string
}

/** Card 6: the leads waiting past their deadline right now, the most overdue first. */
export function OverdueCard({ count, rows }: { count: number; rows: readonly OverdueRow[] }) {
  return (
    <DashboardCard id="lead-dashboard-overdue" title="Overdue right now">
      {count ? (
        <p>
          <span className="lead-dashboard__figure">{count}</span>
          {count === 1 ? 'lead waits' : 'leads wait'} for a first answer past the deadline, whenever they arrived.
          {count > rows.length ? ` The ${rows.length} most overdue:` : ''}
        </p>
      ) : (
        <p>No lead waits for a first answer past its deadline.</p>
      )}
      {rows.length ? (
        <table className="lead-dashboard__table">
          <caption className="sr-only">Overdue leads, the most overdue first</caption>
          <thead>
            <tr>
              <th scope="col">Lead</th>
              <th scope="col">Form</th>
              <th scope="col">Response</th>
              <th scope="col">Assigned to</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={`${row.collection}-${row.id}`}>
                <th scope="row">
                  <Link href={`${ADMIN_PATH}/collections/${row.collection}/${row.id}`} prefetch={false}>
                    {row.name}
                  </Link>
                </th>
                <td>{row.form}</td>
                <td>
                  <ResponseClockPill state={row.clock} />
                </td>
                <td>{row.assignee}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </DashboardCard>
  )
}
