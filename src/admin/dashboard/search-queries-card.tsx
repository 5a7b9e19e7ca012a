import type { ServerProps } from 'payload'

import { DashboardCard } from './dashboard-card'
import { type QueryCount, searchQueryReport } from './search-query-report'

const DAYS = 30

function QueryTable({ rows }: { rows: QueryCount[] }) {
  if (!rows.length) return <p className="lead-dashboard__note">None yet.</p>
  return (
    <table className="lead-dashboard__table">
      <thead>
        <tr>
          <th scope="col">Query</th>
          <th scope="col">Searches</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.query}>
            <th scope="row">{row.query}</th>
            <td>{row.count}</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}

/**
 * For content staff: what visitors searched for on the site in the last 30 days, the top queries and those that
 * found nothing, each with its count (docs/decisions/0137).
 */
export async function SearchQueriesCard({ payload, user }: ServerProps) {
  const role = (user as { role?: string } | undefined)?.role
  if (role !== 'admin' && role !== 'editor') return null
  const since = new Date()
  since.setUTCDate(since.getUTCDate() - DAYS)
  const { top, nothingFound } = await searchQueryReport(payload, since)
  return (
    <section className="lead-dashboard" aria-labelledby="search-queries-title">
      <div className="lead-dashboard__header">
        <h2 id="search-queries-title">What visitors search for</h2>
      </div>
      <p className="lead-dashboard__note">
        Searches on the site in the last {DAYS} days. Queries that found nothing are the guides to write next.
      </p>
      <div className="lead-dashboard__cards">
        <DashboardCard id="search-top" title="Top searches">
          <QueryTable rows={top} />
        </DashboardCard>
        <DashboardCard id="search-nothing" title="Searches that found nothing">
          <QueryTable rows={nothingFound} />
        </DashboardCard>
      </div>
    </section>
  )
}
