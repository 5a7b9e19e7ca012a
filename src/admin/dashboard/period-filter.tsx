import Link from 'next/link'

import { ADMIN_PATH } from '@/config/cms-paths'

import { PERIODS, type Period } from './period'

/** The periods the dashboard covers, as plain links (`?period=N`), the current one marked. */
export function PeriodFilter({ current }: { current: Period }) {
  return (
    <nav aria-label="Period" className="lead-dashboard__periods">
      <ul>
        {PERIODS.map((period) => (
          <li key={period}>
            <Link
              href={`${ADMIN_PATH}?period=${period}`}
              prefetch={false}
              aria-current={period === current ? 'page' : undefined}
            >
              {period} weeks
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
