import Link from 'next/link'

import { ADMIN_PATH } from '@/config/cms-paths'

import type { ClockState } from '../response-clock/clock-state'
import { ResponseClockPill } from '../response-clock/response-clock-pill'

export type LeadRow = {
  collection: 'enquiries' | 'consultations'
  id: number
  name: string
  form: string
  clock: ClockState
  assignee: string
}

/**
 * Leads of a dashboard card, each a link to its page with its form under it, its response clock and (for admins)
 * whose it is: a column of its own in a wide card, beside the form in a narrow one (custom.scss), so a phone needs no
 * sideways scroll.
 */
export function LeadTable({
  caption,
  rows,
  showAssignee,
}: {
  caption: string
  rows: readonly LeadRow[]
  showAssignee: boolean
}) {
  if (!rows.length) return null
  return (
    <table className="lead-dashboard__table">
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">Lead</th>
          <th scope="col">Response</th>
          {showAssignee ? (
            <th scope="col" className="lead-dashboard__wide-only">
              Assigned to
            </th>
          ) : null}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={`${row.collection}-${row.id}`}>
            <th scope="row">
              <Link href={`${ADMIN_PATH}/collections/${row.collection}/${row.id}`} prefetch={false}>
                {row.name}
              </Link>
              <span className="lead-dashboard__detail">
                {row.form}
                {showAssignee ? <span className="lead-dashboard__narrow-only"> · {row.assignee}</span> : null}
              </span>
            </th>
            <td>
              <ResponseClockPill state={row.clock} />
            </td>
            {showAssignee ? <td className="lead-dashboard__wide-only">{row.assignee}</td> : null}
          </tr>
        ))}
      </tbody>
    </table>
  )
}
