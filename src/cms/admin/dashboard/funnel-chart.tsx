import { markClass } from './marks'

export type FunnelBar = {
  name: string
  count: number
  /** How many went on to the next stage, in words. */ onward: string | null
}

const WIDTH = 480
const NAMES = 84
const VALUE_ROOM = 48
const BAR = 24
const GAP = 26

/** The stages one under the other, each bar as long as its count, with the share that went on between them. */
export function FunnelChart({ label, stages }: { label: string; stages: readonly FunnelBar[] }) {
  const scale = (WIDTH - NAMES - VALUE_ROOM) / Math.max(1, ...stages.map((stage) => stage.count))
  const height = stages.length * (BAR + GAP) - GAP
  return (
    <svg role="img" aria-label={label} className="lead-chart" viewBox={`0 0 ${WIDTH} ${height}`} width={WIDTH}>
      {stages.map((stage, index) => {
        const top = index * (BAR + GAP)
        const length = Math.max(2, stage.count * scale)
        return (
          <g key={stage.name}>
            <text x={0} y={top + BAR / 2} dy="0.35em">
              {stage.name}
            </text>
            <rect className={markClass('fill-1')} x={NAMES} y={top} width={length} height={BAR} />
            <text className="lead-chart__total" x={NAMES + length + 6} y={top + BAR / 2} dy="0.35em">
              {stage.count}
            </text>
            {stage.onward ? (
              <text className="lead-chart__note" x={NAMES} y={top + BAR + GAP / 2} dy="0.35em">
                ↓ {stage.onward}
              </text>
            ) : null}
          </g>
        )
      })}
    </svg>
  )
}
