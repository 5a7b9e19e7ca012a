import { ChartLegend } from './chart-legend'
import { isFilled, markClass, textWidth, type Mark } from './marks'

export type StackedColumn = { label: string; values: readonly number[] }

type Props = {
  /** What the chart shows, for those who cannot see it. */
  label: string
  series: readonly { name: string; mark: Mark }[]
  columns: readonly StackedColumn[]
}

const WIDTH = 720
const HEIGHT = 240
const TOP = 22
const BOTTOM = 26
const SIDE = 8
const MAX_LABELS = 13

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0)

/** Columns of stacked series (bottom to top in the legend's order), each with its total above it. */
export function StackedColumns({ label, series, columns }: Props) {
  const plot = HEIGHT - TOP - BOTTOM
  const base = TOP + plot
  const slot = (WIDTH - 2 * SIDE) / columns.length
  const barWidth = Math.min(48, slot * 0.7)
  const scale = plot / Math.max(1, ...columns.map((column) => sum(column.values)))
  // With many columns only every second (or third) is named, counted back from the latest.
  const every = Math.ceil(columns.length / MAX_LABELS)
  return (
    <>
      <svg role="img" aria-label={label} className="lead-chart" viewBox={`0 0 ${WIDTH} ${HEIGHT}`} width={WIDTH}>
        <line className="lead-chart__axis" x1={SIDE} x2={WIDTH - SIDE} y1={base} y2={base} />
        {columns.map((column, index) => {
          const x = SIDE + slot * index + (slot - barWidth) / 2
          const middle = x + barWidth / 2
          const tops = column.values.map((_, upTo) => base - sum(column.values.slice(0, upTo + 1)) * scale)
          return (
            <g key={column.label}>
              {column.values.map((value, stack) => {
                const height = value * scale
                const mark = series[stack]!.mark
                const fits = isFilled(mark) && height >= 16 && textWidth(String(value)) + 4 <= barWidth
                return value ? (
                  <g key={stack}>
                    <rect
                      className={`${markClass(mark)} lead-chart__segment`}
                      x={x}
                      y={tops[stack]}
                      width={barWidth}
                      height={height}
                    />
                    {fits ? (
                      <text
                        className="lead-chart__ink"
                        textAnchor="middle"
                        x={middle}
                        y={tops[stack]! + height / 2}
                        dy="0.35em"
                      >
                        {value}
                      </text>
                    ) : null}
                  </g>
                ) : null
              })}
              <text className="lead-chart__total" textAnchor="middle" x={middle} y={(tops.at(-1) ?? base) - 6}>
                {sum(column.values)}
              </text>
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
