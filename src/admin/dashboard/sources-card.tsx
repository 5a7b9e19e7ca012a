import { BarList } from './bar-list'
import { DashboardCard, NumbersTable } from './dashboard-card'
import type { SourceCount } from './lead-metrics'

/** Card 3: where the period's leads came from, by UTM source and campaign. */
export function SourcesCard({ sources, weeks }: { sources: readonly SourceCount[]; weeks: number }) {
  const label = `Bars of leads by source and campaign, last ${weeks} weeks: ${sources
    .map((source) => `${source.label} ${source.count}`)
    .join(', ')}.`
  return (
    <DashboardCard id="lead-dashboard-sources" title={`Leads by source and campaign, last ${weeks} weeks`}>
      <p className="lead-dashboard__note">
        UTM source / campaign of the visit; “direct” when the link carried none. The top eight, the rest as Other.
      </p>
      {sources.length ? (
        <>
          <BarList label={label} bars={sources.map((source) => ({ label: source.label, value: source.count }))} />
          <NumbersTable summary="Sources as a table">
            <table className="lead-dashboard__table">
              <caption>Leads by source / campaign, last {weeks} weeks (spam excluded)</caption>
              <thead>
                <tr>
                  <th scope="col">Source / campaign</th>
                  <th scope="col">Leads</th>
                </tr>
              </thead>
              <tbody>
                {sources.map((source) => (
                  <tr key={source.label}>
                    <th scope="row">{source.label}</th>
                    <td>{source.count}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </NumbersTable>
        </>
      ) : (
        <p>No leads in this period.</p>
      )}
    </DashboardCard>
  )
}
