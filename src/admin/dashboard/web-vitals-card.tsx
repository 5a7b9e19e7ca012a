import type { ServerProps } from 'payload'

import { VITAL_METRICS, VITAL_THRESHOLDS, VITAL_UNITS, type VitalMetric, type VitalRating } from '@/schema/web-vitals'
import { REPORT_DAYS, vitalsReport, type VitalFigure } from '@/web-vitals/vitals-report.server'

import { DashboardCard } from './dashboard-card'

const RATING_LABELS: Record<VitalRating, string> = {
  good: 'Good',
  'needs-improvement': 'Needs improvement',
  poor: 'Poor',
}

const TEMPLATE_LABELS: Record<string, string> = {
  home: 'Home',
  'blog-list': 'Blog list',
  blog: 'Blog',
  'news-list': 'Newsroom',
  news: 'News item',
  contact: 'Contact',
  team: 'Team',
  testimonials: 'Testimonials',
  announcements: 'Announcements',
  booking: 'Booking',
  search: 'Search',
  events: 'Events',
  event: 'Event',
  portal: 'Student portal',
  page: 'Other pages',
}

/** A metric's value as people read it: seconds for the paints, milliseconds for INP, a score for CLS. */
export function formatVital(metric: VitalMetric, value: number): string {
  if (VITAL_UNITS[metric] === '') return value.toFixed(2)
  if (metric === 'INP' || value < 1000) return `${Math.round(value)} ms`
  return `${(value / 1000).toFixed(1)} s`
}

function Figure({ metric, figure }: { metric: VitalMetric; figure?: VitalFigure }) {
  if (!figure) return <td>–</td>
  return (
    <td>
      <span className={`web-vitals__rating web-vitals__rating--${figure.rating}`}>
        {formatVital(metric, figure.p75)}
        <span className="web-vitals__label"> {RATING_LABELS[figure.rating]}</span>
      </span>
      <br />
      <small className="lead-dashboard__note">{figure.visits.toLocaleString('en-GB')} visits</small>
    </td>
  )
}

/**
 * For admins: real visitors' Web Vitals (docs/decisions/0183), the 75th percentile of each metric per page template
 * and device class over the last 28 days, rated by Google's thresholds, with the visits behind each figure.
 */
export async function WebVitalsCard({ payload, user }: ServerProps) {
  if ((user as { role?: string } | undefined)?.role !== 'admin') return null
  const rows = await vitalsReport(payload)
  return (
    <section className="lead-dashboard" aria-labelledby="web-vitals-title">
      <div className="lead-dashboard__header">
        <h2 id="web-vitals-title">Speed for real visitors</h2>
      </div>
      <p className="lead-dashboard__note">
        What visitors’ own devices measured in the last {REPORT_DAYS} days: the 75th percentile, as Google ranks pages
        by it. Good up to{' '}
        {VITAL_METRICS.map((metric) => `${metric} ${formatVital(metric, VITAL_THRESHOLDS[metric][0])}`).join(', ')}.
      </p>
      <div className="lead-dashboard__cards">
        <DashboardCard id="web-vitals-table" title="Web Vitals by page and device" wide>
          {rows.length === 0 ? (
            <p className="lead-dashboard__note">No visits measured yet.</p>
          ) : (
            // Scrolls sideways on a phone: focusable, so a keyboard can scroll it too.
            <div className="web-vitals__scroll" tabIndex={0} role="region" aria-label="Web Vitals table">
              <table className="lead-dashboard__table">
                <thead>
                  <tr>
                    <th scope="col">Page</th>
                    <th scope="col">Device</th>
                    {VITAL_METRICS.map((metric) => (
                      <th key={metric} scope="col">
                        {metric}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {rows.map((row) => (
                    <tr key={`${row.template}-${row.device}`}>
                      <th scope="row">{TEMPLATE_LABELS[row.template] ?? row.template}</th>
                      <td>{row.device[0]!.toUpperCase() + row.device.slice(1)}</td>
                      {VITAL_METRICS.map((metric) => (
                        <Figure key={metric} metric={metric} figure={row.figures[metric]} />
                      ))}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </DashboardCard>
      </div>
    </section>
  )
}
