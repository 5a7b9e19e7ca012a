import { pct } from './chart-widths'
import { markClass } from './marks'

export type FunnelBar = {
  name: string
  count: number
  /** How many went on to the next stage, in words. */ onward: string | null
}

const NAME = 18
const BAR = 24
const GAP = 26
/** The longest bar's share of the width: the rest is room for its number. */
const LONGEST_BAR = 0.85

/**
 * The stages one under the other, each named above a bar as long as its count, with the share that went on between
 * them; across the card's width (chart-widths.ts).
 */
export function FunnelChart({ label, stages }: { label: string; stages: readonly FunnelBar[] }) {
  const most = Math.max(1, ...stages.map((stage) => stage.count))
  const row = NAME + BAR + GAP
  const height = stages.length * row - GAP
  return (
    <svg role="img" aria-label={label} className="lead-chart" width="100%" height={height}>
      {stages.map((stage, index) => {
        const top = index * row
        const length = Math.max(0.005, (stage.count / most) * LONGEST_BAR)
        return (
          <g key={stage.name}>
            <text x={0} y={top + 13}>
              {stage.name}
            </text>
            <rect className={markClass('fill-1')} x={0} y={top + NAME} width={pct(length)} height={BAR} />
            <text className="lead-chart__total" x={pct(length)} dx={6} y={top + NAME + BAR / 2} dy="0.35em">
              {stage.count}
            </text>
            {stage.onward ? (
              <text className="lead-chart__note" x={0} y={top + NAME + BAR + GAP / 2} dy="0.35em">
                ↓ {stage.onward}
              </text>
            ) : null}
          </g>
        )
      })}
    </svg>
  )
}
