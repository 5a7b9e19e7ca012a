import { DashboardCard } from './dashboard-card'
import { LeadTable, type LeadRow } from './lead-table'

/** The open leads in nobody's hands, the oldest first: an admin gives them out, a counsellor may take one. */
export function UnassignedCard({ count, rows, admin }: { count: number; rows: readonly LeadRow[]; admin: boolean }) {
  return (
    <DashboardCard id="lead-dashboard-unassigned" title="Waiting for a counsellor" level={2}>
      {count ? (
        <p>
          <span className="lead-dashboard__figure">{count}</span>
          open {count === 1 ? 'lead is' : 'leads are'} in nobody’s hands.{' '}
          {admin
            ? 'Give each to a counsellor in its Assignee field.'
            : 'Open one and save it, or contact the visitor from it, to take it.'}
          {count > rows.length ? ` The ${rows.length} oldest:` : ''}
        </p>
      ) : (
        <p>Every open lead has a counsellor.</p>
      )}
      <LeadTable caption="Open leads in nobody’s hands, the oldest first" rows={rows} showAssignee={false} />
    </DashboardCard>
  )
}
