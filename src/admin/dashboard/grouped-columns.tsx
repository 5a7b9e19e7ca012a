import { ChartLegend } from './chart-legend'
import { columnLabelClass, pct } from './chart-widths'
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

const HEIGHT = 240
const TOP = 20
const BOTTOM = 26
/** The bars of a group take this share of its slot. */
const GROUP_SHARE = 0.75

/**
 * Columns side by side per group (a week), over a labelled scale whose values sit on their gridlines at the left; a
 * group without values shows a dash. Laid out across the card's width (chart-widths.ts).
 */
export function GroupedColumns({ label, series, columns, ticks, formatTick }: Props) {
  const plot = HEIGHT - TOP - BOTTOM
  const base = TOP + plot
  const scale = plot / Math.max(1, ticks.at(-1) ?? 1)
  const slot = 1 / columns.length
  const bar = GROUP_SHARE / series.length
  return (
    <>
      <svg role="img" aria-label={label} className="lead-chart" width="100%" height={HEIGHT}>
        {ticks.map((tick) => (
          <line
            key={tick}
            className="lead-chart__grid"
            x1="0"
            x2="100%"
            y1={base - tick * scale}
            y2={base - tick * scale}
          />
        ))}
        <line className="lead-chart__axis" x1="0" x2="100%" y1={base} y2={base} />
        {columns.map((column, index) => {
          const empty = column.values.every((value) => value === null)
          const labelClass = columnLabelClass(index, columns.length)
          return (
            <svg key={column.label} x={pct(index * slot)} y={0} width={pct(slot)} height={HEIGHT} overflow="visible">
              {column.values.map((value, group) =>
                value === null ? null : (
                  <rect
                    key={group}
                    className={`${markClass(series[group]!.mark)} lead-chart__segment`}
                    x={pct((1 - GROUP_SHARE) / 2 + group * bar)}
                    y={base - value * scale}
                    width={pct(bar)}
                    height={value * scale}
                  />
                ),
              )}
              {empty ? (
                <text textAnchor="middle" x="50%" y={base - 6}>
                  –
                </text>
              ) : null}
              {labelClass !== null ? (
                <text className={labelClass} textAnchor="middle" x="50%" y={HEIGHT - 8}>
                  {column.label}
                </text>
              ) : null}
            </svg>
          )
        })}
        {ticks.slice(1).map((tick) => (
          <text key={tick} className="lead-chart__tick" x="0" y={base - tick * scale} dy="-0.4em">
            {formatTick(tick)}
          </text>
        ))}
      </svg>
      <ChartLegend items={series} />
    </>
  )
}
