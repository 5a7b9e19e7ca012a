import type { ReactNode } from 'react'

/**
 * One card of the dashboard: a section named by its heading, a level under its part's heading (2 in the first part,
 * whose heading is the page's; 3 in the parts after it).
 */
export function DashboardCard({
  id,
  title,
  wide = false,
  level = 3,
  className,
  children,
}: {
  id: string
  title: ReactNode
  wide?: boolean
  level?: 2 | 3
  className?: string
  children: ReactNode
}) {
  const Heading = level === 2 ? 'h2' : 'h3'
  const classes = ['lead-dashboard__card', wide ? 'lead-dashboard__card--wide' : '', className ?? '']
  return (
    <section aria-labelledby={id} className={classes.filter(Boolean).join(' ')}>
      <Heading id={id} className="lead-dashboard__card-title">
        {title}
      </Heading>
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
