import { DashboardCard, NumbersTable } from './dashboard-card'
import { FORMS, type WeekCounts } from './lead-metrics'
import { FORM_NAMES } from './names'
import { StackedColumns } from './stacked-columns'
import { shortWeekLabel, weekLabel } from './weeks'

const SERIES = [
  { name: FORM_NAMES.popup, mark: 'fill-1' },
  { name: FORM_NAMES.contact, mark: 'fill-2' },
  { name: FORM_NAMES.consultation, mark: 'fill-3' },
  { name: FORM_NAMES.event, mark: 'outline-1' },
] as const

/** Card 1: leads per week, stacked by the form they came from. */
export function WeeklyCard({ perWeek, timeZone }: { perWeek: readonly WeekCounts[]; timeZone: string }) {
  const total = perWeek.reduce((sum, week) => sum + week.total, 0)
  const perForm = FORMS.map(
    (form) => `${FORM_NAMES[form]} ${perWeek.reduce((sum, week) => sum + week.counts[form], 0)}`,
  )
  const busiest = perWeek.reduce((most, week) => (week.total > most.total ? week : most), perWeek[0]!)
  const label =
    `Stacked columns of leads per week over the last ${perWeek.length} weeks: ${total} in all (${perForm.join(', ')}). ` +
    `This week ${perWeek.at(-1)!.total}; the busiest week began ${weekLabel(busiest.week, timeZone)} with ${busiest.total}.`
  return (
    <DashboardCard id="lead-dashboard-weekly" title={`Leads per week by form, last ${perWeek.length} weeks`} wide>
      <StackedColumns
        label={label}
        series={SERIES}
        columns={perWeek.map((week) => ({
          label: shortWeekLabel(week.week, timeZone),
          values: FORMS.map((form) => week.counts[form]),
        }))}
      />
      <NumbersTable summary="Leads per week as a table">
        <table className="lead-dashboard__table">
          <caption>Per week from Monday, {timeZone} time (spam excluded)</caption>
          <thead>
            <tr>
              <th scope="col">Week of</th>
              {FORMS.map((form) => (
                <th key={form} scope="col">
                  {FORM_NAMES[form]}
                </th>
              ))}
              <th scope="col">Leads</th>
            </tr>
          </thead>
          <tbody>
            {perWeek.map((week) => (
              <tr key={week.week}>
                <td>{weekLabel(week.week, timeZone)}</td>
                {FORMS.map((form) => (
                  <td key={form}>{week.counts[form]}</td>
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
