import { DashboardCard } from './dashboard-card'
import { LeadTable, type LeadRow } from './lead-table'

/** The leads waiting past their deadline right now, the most overdue first: the office's, or a counsellor's own. */
export function OverdueCard({
  count,
  rows,
  own,
}: {
  count: number
  rows: readonly LeadRow[]
  /** A counsellor's own leads: no column of whose they are. */
  own: boolean
}) {
  return (
    <DashboardCard id="lead-dashboard-overdue" title="Overdue right now" level={2}>
      {count ? (
        <p>
          <span className="lead-dashboard__figure">{count}</span>
          {own
            ? count === 1
              ? 'lead of yours waits'
              : 'leads of yours wait'
            : count === 1
              ? 'lead waits'
              : 'leads wait'}{' '}
          for a first answer past the deadline, whenever {count === 1 ? 'it' : 'they'} arrived.
          {count > rows.length ? ` The ${rows.length} most overdue:` : ''}
        </p>
      ) : (
        <p>{own ? 'No lead of yours' : 'No lead'} waits for a first answer past its deadline.</p>
      )}
      <LeadTable caption="Overdue leads, the most overdue first" rows={rows} showAssignee={!own} />
    </DashboardCard>
  )
}
