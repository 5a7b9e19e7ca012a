import type { BookingWeek } from './booking-metrics'
import { BOOKING_OUTCOMES } from './booking-metrics'
import { DashboardCard, NumbersTable } from './dashboard-card'
import { StackedColumns } from './stacked-columns'
import { shortWeekLabel, weekLabel } from './weeks'

const NAMES = { booked: 'Booked', attended: 'Attended', 'no-show': 'Did not come', cancelled: 'Cancelled' } as const
const SERIES = [
  { name: NAMES.booked, mark: 'outline-1' },
  { name: NAMES.attended, mark: 'fill-2' },
  { name: NAMES['no-show'], mark: 'fill-3' },
  { name: NAMES.cancelled, mark: 'fill-1' },
] as const

/**
 * Meetings per week in which they take place, the weeks behind and those ahead with meetings booked: still to come,
 * attended, missed or cancelled.
 */
export function BookingsCard({
  perWeek,
  weeksBack,
  timeZone,
}: {
  perWeek: readonly BookingWeek[]
  /** How many of the weeks are this one and those before it; the rest lie ahead. */
  weeksBack: number
  timeZone: string
}) {
  const ahead = perWeek.length - weeksBack
  const totals = BOOKING_OUTCOMES.map(
    (status) => `${NAMES[status]} ${perWeek.reduce((sum, week) => sum + week.counts[status], 0)}`,
  )
  const span = `last ${weeksBack} weeks${ahead ? ` and next ${ahead}` : ''}`
  const label = `Stacked columns of booked meetings per week of the meeting, over the ${span}: ${totals.join(', ')}.`
  return (
    <DashboardCard id="lead-dashboard-bookings" title={`Booked meetings per week, ${span}`} wide>
      <StackedColumns
        label={label}
        series={SERIES}
        columns={perWeek.map((week) => ({
          label: shortWeekLabel(week.week, timeZone),
          values: BOOKING_OUTCOMES.map((status) => week.counts[status]),
        }))}
      />
      <NumbersTable summary="Booked meetings per week as a table">
        <table className="lead-dashboard__table">
          <caption>Meetings per week of the meeting, from Monday, {timeZone} time</caption>
          <thead>
            <tr>
              <th scope="col">Week of</th>
              {BOOKING_OUTCOMES.map((status) => (
                <th key={status} scope="col">
                  {NAMES[status]}
                </th>
              ))}
              <th scope="col">All</th>
            </tr>
          </thead>
          <tbody>
            {perWeek.map((week) => (
              <tr key={week.week}>
                <th scope="row">{weekLabel(week.week, timeZone)}</th>
                {BOOKING_OUTCOMES.map((status) => (
                  <td key={status}>{week.counts[status]}</td>
                ))}
                <td>{week.total}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </NumbersTable>
    </DashboardCard>
  )
}
