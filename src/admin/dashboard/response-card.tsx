import { duration } from '../response-clock/clock-state'
import { DashboardCard, NumbersTable } from './dashboard-card'
import { GroupedColumns } from './grouped-columns'
import type { ResponseStats } from './lead-metrics'
import { minuteTicks } from './scale'
import { shortWeekLabel, weekLabel } from './weeks'

type Props = {
  all: ResponseStats
  perWeek: readonly ({ week: number } & ResponseStats)[]
  /** Per current assignee (null: nobody), named. */
  perAssignee: readonly ({ assignee: number | null; name: string } & ResponseStats)[]
  timeZone: string
}

const SERIES = [
  { name: 'Median', mark: 'fill-1' },
  { name: '90th percentile', mark: 'outline-1' },
] as const

const minutes = (value: number | null) => (value === null ? '–' : duration(Math.round(value)))

function StatsCells({ stats }: { stats: ResponseStats }) {
  return (
    <>
      <td>{stats.answered}</td>
      <td>{minutes(stats.median)}</td>
      <td>{minutes(stats.p90)}</td>
    </>
  )
}

const STATS_HEADINGS = ['Answered', 'Median', '90th percentile']

/** Card 4: how long leads waited for their first answer, in working time, per week and per counsellor. */
export function ResponseCard({ all, perWeek, perAssignee, timeZone }: Props) {
  const weeks = perWeek.length
  const summary = all.answered
    ? `Half of the ${all.answered} answered leads were answered within ${minutes(all.median)} of working time, nine in ten within ${minutes(all.p90)}.`
    : 'No lead of this period has been answered yet.'
  return (
    <DashboardCard id="lead-dashboard-response" title={`Time to first response, last ${weeks} weeks`} wide>
      <p>{summary}</p>
      <GroupedColumns
        label={`Columns of the median and 90th percentile of working time to first response per week of arrival, last ${weeks} weeks. ${summary}`}
        series={SERIES}
        columns={perWeek.map((week) => ({
          label: shortWeekLabel(week.week, timeZone),
          values: [week.median, week.p90],
        }))}
        ticks={minuteTicks(Math.max(0, ...perWeek.map((week) => week.p90 ?? 0)))}
        formatTick={(tick) => duration(tick)}
      />
      <NumbersTable summary="Response times per week as a table">
        <table className="lead-dashboard__table">
          <caption>Working time to first response per week of arrival, from Monday, {timeZone} time</caption>
          <thead>
            <tr>
              <th scope="col">Week of</th>
              {STATS_HEADINGS.map((heading) => (
                <th key={heading} scope="col">
                  {heading}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {perWeek.map((week) => (
              <tr key={week.week}>
                <td>{weekLabel(week.week, timeZone)}</td>
                <StatsCells stats={week} />
              </tr>
            ))}
          </tbody>
        </table>
      </NumbersTable>
      <table className="lead-dashboard__table">
        <caption>Per counsellor (the lead’s current assignee)</caption>
        <thead>
          <tr>
            <th scope="col">Counsellor</th>
            {STATS_HEADINGS.map((heading) => (
              <th key={heading} scope="col">
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {perAssignee.map((row) => (
            <tr key={String(row.assignee)}>
              <th scope="row">{row.name}</th>
              <StatsCells stats={row} />
            </tr>
          ))}
          {perAssignee.length ? null : (
            <tr>
              <td colSpan={4}>No leads in this period.</td>
            </tr>
          )}
        </tbody>
      </table>
    </DashboardCard>
  )
}
