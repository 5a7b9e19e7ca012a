import type { ReactNode } from 'react'

/** One card of the dashboard: a section named by its heading. */
export function DashboardCard({
  id,
  title,
  wide = false,
  children,
}: {
  id: string
  title: ReactNode
  wide?: boolean
  children: ReactNode
}) {
  return (
    <section
      aria-labelledby={id}
      className={wide ? 'lead-dashboard__card lead-dashboard__card--wide' : 'lead-dashboard__card'}
    >
      <h2 id={id} className="lead-dashboard__card-title">
        {title}
      </h2>
      {children}
    </section>
  )
}

/** A chart's numbers as a table, one click away. */
export function NumbersTable({ summary, children }: { summary: string; children: ReactNode }) {
  return (
    <details className="lead-dashboard__numbers">
      <summary>{summary}</summary>
      {children}
    </details>
  )
}
