import { ChartLegend } from './chart-legend'
import { markClass, type Mark } from './marks'

export type GroupedColumn = { label: string; values: readonly (number | null)[] }

type Props = {
  /** What the chart shows, for those who cannot see it. */
  label: string
  series: readonly { name: string; mark: Mark }[]
  columns: readonly GroupedColumn[]
  /** The values of the gridlines, from 0 up; the last is the top of the chart. */
  ticks: readonly number[]
  formatTick: (value: number) => string
}

const WIDTH = 720
const HEIGHT = 240
const TOP = 12
const BOTTOM = 26
const LEFT = 72
const RIGHT = 8
const MAX_LABELS = 13

/** Columns side by side per group (a week), over a labelled scale; a group without values shows a dash. */
export function GroupedColumns({ label, series, columns, ticks, formatTick }: Props) {
  const plot = HEIGHT - TOP - BOTTOM
  const base = TOP + plot
  const scale = plot / Math.max(1, ticks.at(-1) ?? 1)
  const slot = (WIDTH - LEFT - RIGHT) / columns.length
  const barWidth = Math.min(24, (slot * 0.75) / series.length)
  const every = Math.ceil(columns.length / MAX_LABELS)
  return (
    <>
      <svg role="img" aria-label={label} className="lead-chart" viewBox={`0 0 ${WIDTH} ${HEIGHT}`} width={WIDTH}>
        {ticks.map((tick) => (
          <g key={tick}>
            <line
              className="lead-chart__grid"
              x1={LEFT}
              x2={WIDTH - RIGHT}
              y1={base - tick * scale}
              y2={base - tick * scale}
            />
            <text textAnchor="end" x={LEFT - 6} y={base - tick * scale} dy="0.35em">
              {formatTick(tick)}
            </text>
          </g>
        ))}
        <line className="lead-chart__axis" x1={LEFT} x2={WIDTH - RIGHT} y1={base} y2={base} />
        {columns.map((column, index) => {
          const middle = LEFT + slot * (index + 0.5)
          const start = middle - (barWidth * series.length) / 2
          const empty = column.values.every((value) => value === null)
          return (
            <g key={column.label}>
              {column.values.map((value, group) =>
                value === null ? null : (
                  <rect
                    key={group}
                    className={markClass(series[group]!.mark)}
                    x={start + group * barWidth + 1}
                    y={base - value * scale}
                    width={barWidth - 2}
                    height={value * scale}
                  />
                ),
              )}
              {empty ? (
                <text textAnchor="middle" x={middle} y={base - 6}>
                  –
                </text>
              ) : null}
              {(columns.length - 1 - index) % every === 0 ? (
                <text textAnchor="middle" x={middle} y={HEIGHT - 8}>
                  {column.label}
                </text>
              ) : null}
            </g>
          )
        })}
      </svg>
      <ChartLegend items={series} />
    </>
  )
}
