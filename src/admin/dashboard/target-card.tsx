import { duration } from '../response-clock/clock-state'
import { DashboardCard, NumbersTable } from './dashboard-card'
import type { TargetShare } from './lead-metrics'
import { percent } from './names'
import { ShareBar } from './share-bar'

type Props = { target: TargetShare; targetMinutes: number; weeks: number }

/** Card 5: the share of leads answered by their deadline, of those answered or already past it. */
export function TargetCard({ target, targetMinutes, weeks }: Props) {
  const parts = [
    { name: 'Answered in time', value: target.inTime, mark: 'fill-2' },
    { name: 'Answered late', value: target.late, mark: 'fill-3' },
    { name: 'Unanswered, past the deadline', value: target.overdue, mark: 'outline-3' },
  ] as const
  const detail = `${target.inTime} of ${target.counted} leads (${target.late} late, ${target.overdue} unanswered past the deadline).`
  return (
    <DashboardCard id="lead-dashboard-target" title={`Answered within the target, last ${weeks} weeks`}>
      {target.share === null ? (
        <p>No lead of this period has been answered or passed its deadline yet.</p>
      ) : (
        <p>
          <span className="lead-dashboard__figure">{percent(target.share)}</span>
          answered within the target: {detail}
        </p>
      )}
      <p className="lead-dashboard__note">
        The target: a first answer within {duration(targetMinutes)} of working time. Leads not yet due are left out.
      </p>
      {target.share === null ? null : (
        <>
          <ShareBar label={`${percent(target.share)} answered within the target: ${detail}`} parts={parts} />
          <NumbersTable summary="Answers and deadlines as a table">
            <table className="lead-dashboard__table">
              <caption>Leads with a deadline, answered or past it, last {weeks} weeks</caption>
              <thead>
                <tr>
                  <th scope="col">Outcome</th>
                  <th scope="col">Leads</th>
                </tr>
              </thead>
              <tbody>
                {parts.map((part) => (
                  <tr key={part.name}>
                    <th scope="row">{part.name}</th>
                    <td>{part.value}</td>
                  </tr>
                ))}
                <tr>
                  <th scope="row">All counted</th>
                  <td>{target.counted}</td>
                </tr>
              </tbody>
            </table>
          </NumbersTable>
        </>
      )}
    </DashboardCard>
  )
}
