import { DashboardCard, NumbersTable } from './dashboard-card'
import { FunnelChart } from './funnel-chart'
import { STAGES, type FunnelStep } from './lead-metrics'
import { STAGE_NAMES, percent } from './names'

const nextStage = (index: number) => STAGE_NAMES[STAGES[index + 1]!]

/** Card 2: how far the period's leads got, new → contacted → qualified → enrolled. */
export function FunnelCard({ steps, weeks }: { steps: readonly FunnelStep[]; weeks: number }) {
  const label = `Funnel of the leads of the last ${weeks} weeks: ${steps
    .map((step, index) => {
      const before = steps[index - 1]
      const share = before?.onward != null ? ` (${percent(before.onward)} of ${STAGE_NAMES[before.stage]})` : ''
      return `${step.reached} reached ${STAGE_NAMES[step.stage]}${share}`
    })
    .join(', ')}.`
  return (
    <DashboardCard id="lead-dashboard-funnel" title={`From new lead to enrolment, last ${weeks} weeks`}>
      <p className="lead-dashboard__note">A lead counts at every stage it reached, even if it was closed later.</p>
      <FunnelChart
        label={label}
        stages={steps.map((step, index) => ({
          name: STAGE_NAMES[step.stage],
          count: step.reached,
          onward: step.onward === null ? null : `${percent(step.onward)} went on to ${nextStage(index)}`,
        }))}
      />
      <NumbersTable summary="The funnel as a table">
        <table className="lead-dashboard__table">
          <caption>Leads that reached each stage, last {weeks} weeks (spam excluded)</caption>
          <thead>
            <tr>
              <th scope="col">Stage</th>
              <th scope="col">Leads</th>
              <th scope="col">Went on to the next stage</th>
            </tr>
          </thead>
          <tbody>
            {steps.map((step, index) => (
              <tr key={step.stage}>
                <th scope="row">{STAGE_NAMES[step.stage]}</th>
                <td>{step.reached}</td>
                <td>{step.onward === null ? '–' : `${percent(step.onward)} to ${nextStage(index)}`}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </NumbersTable>
    </DashboardCard>
  )
}
