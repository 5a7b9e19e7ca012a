import { pct } from './chart-widths'
import { markClass } from './marks'

export type Bar = { label: string; value: number }

const ROW = 40
const BAR = 14
/** The longest bar's share of the width: the rest is room for its number. */
const LONGEST_BAR = 0.85
/** About what 12 px type fits across the narrowest card. */
const LONGEST_LABEL = 40

const fitted = (label: string) => (label.length > LONGEST_LABEL ? `${label.slice(0, LONGEST_LABEL - 1)}…` : label)

/**
 * Horizontal bars, the largest first, each named above it (long names cut short) and with its number at its end,
 * across the card's width (chart-widths.ts).
 */
export function BarList({ label, bars }: { label: string; bars: readonly Bar[] }) {
  const most = Math.max(1, ...bars.map((bar) => bar.value))
  const height = Math.max(1, bars.length) * ROW
  return (
    <svg role="img" aria-label={label} className="lead-chart" width="100%" height={height}>
      {bars.map((bar, index) => {
        const top = index * ROW
        const length = Math.max(0.005, (bar.value / most) * LONGEST_BAR)
        return (
          <g key={bar.label}>
            <text x={0} y={top + 14}>
              {fitted(bar.label)}
            </text>
            <rect className={markClass('fill-1')} x={0} y={top + 20} width={pct(length)} height={BAR} />
            <text className="lead-chart__total" x={pct(length)} dx={6} y={top + 20 + BAR / 2} dy="0.35em">
              {bar.value}
            </text>
          </g>
        )
      })}
    </svg>
  )
}
