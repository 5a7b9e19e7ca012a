import { markClass } from './marks'

export type Bar = { label: string; value: number }

const WIDTH = 480
const ROW = 40
const BAR = 14
/** Room kept right of the longest bar for its number. */
const VALUE_ROOM = 48
const LONGEST_LABEL = 64

const fitted = (label: string) => (label.length > LONGEST_LABEL ? `${label.slice(0, LONGEST_LABEL - 1)}…` : label)

/** Horizontal bars, the largest first, each named above it (long names cut short) and with its number at its end. */
export function BarList({ label, bars }: { label: string; bars: readonly Bar[] }) {
  const scale = (WIDTH - VALUE_ROOM) / Math.max(1, ...bars.map((bar) => bar.value))
  const height = Math.max(1, bars.length) * ROW
  return (
    <svg role="img" aria-label={label} className="lead-chart" viewBox={`0 0 ${WIDTH} ${height}`} width={WIDTH}>
      {bars.map((bar, index) => {
        const top = index * ROW
        const length = Math.max(2, bar.value * scale)
        return (
          <g key={bar.label}>
            <text x={0} y={top + 14}>
              {fitted(bar.label)}
            </text>
            <rect className={markClass('fill-1')} x={0} y={top + 20} width={length} height={BAR} />
            <text className="lead-chart__total" x={length + 6} y={top + 20 + BAR / 2} dy="0.35em">
              {bar.value}
            </text>
          </g>
        )
      })}
    </svg>
  )
}
