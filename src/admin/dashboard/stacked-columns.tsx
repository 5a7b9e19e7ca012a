import { ChartLegend } from './chart-legend'
import { columnLabelClass, hiddenWhereNarrow, pct, WIDE_CARD_PX } from './chart-widths'
import { isFilled, markClass, textWidth, type Mark } from './marks'

export type StackedColumn = { label: string; values: readonly number[] }

type Props = {
  /** What the chart shows, for those who cannot see it. */
  label: string
  series: readonly { name: string; mark: Mark }[]
  columns: readonly StackedColumn[]
}

const HEIGHT = 240
const TOP = 22
const BOTTOM = 26
/** A column's bar takes this share of its slot, and at most BAR_PX (custom.scss). */
const BAR_SHARE = 0.7
const BAR_PX = 48

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0)

/**
 * Columns of stacked series (bottom to top in the legend's order), each with its total above it, across the card's
 * width (chart-widths.ts): each column is a nested drawing as wide as its slot.
 */
export function StackedColumns({ label, series, columns }: Props) {
  const plot = HEIGHT - TOP - BOTTOM
  const base = TOP + plot
  const slot = 1 / columns.length
  const scale = plot / Math.max(1, ...columns.map((column) => sum(column.values)))
  const barPx = (cardPx: number) => Math.min(BAR_PX, cardPx * slot * BAR_SHARE)
  return (
    <>
      <svg role="img" aria-label={label} className="lead-chart" width="100%" height={HEIGHT}>
        <line className="lead-chart__axis" x1="0" x2="100%" y1={base} y2={base} />
        {columns.map((column, index) => {
          const tops = column.values.map((_, upTo) => base - sum(column.values.slice(0, upTo + 1)) * scale)
          const total = sum(column.values)
          const labelClass = columnLabelClass(index, columns.length)
          return (
            <svg key={column.label} x={pct(index * slot)} y={0} width={pct(slot)} height={HEIGHT} overflow="visible">
              {column.values.map((value, stack) => {
                const height = value * scale
                const mark = series[stack]!.mark
                const fits = (px: number) => textWidth(String(value)) + 4 <= barPx(px)
                return value ? (
                  <g key={stack}>
                    <rect
                      className={`${markClass(mark)} lead-chart__segment lead-chart__column`}
                      x={pct((1 - BAR_SHARE) / 2)}
                      y={tops[stack]}
                      width={pct(BAR_SHARE)}
                      height={height}
                    />
                    {isFilled(mark) && height >= 16 && fits(WIDE_CARD_PX) ? (
                      <text
                        className={`lead-chart__ink ${hiddenWhereNarrow(fits)}`}
                        textAnchor="middle"
                        x="50%"
                        y={tops[stack]! + height / 2}
                        dy="0.35em"
                      >
                        {value}
                      </text>
                    ) : null}
                  </g>
                ) : null
              })}
              <text
                className={`lead-chart__total ${hiddenWhereNarrow((px) => textWidth(String(total)) + 2 <= px * slot)}`}
                textAnchor="middle"
                x="50%"
                y={(tops.at(-1) ?? base) - 6}
              >
                {total}
              </text>
              {labelClass !== null ? (
                <text className={labelClass} textAnchor="middle" x="50%" y={HEIGHT - 8}>
                  {column.label}
                </text>
              ) : null}
            </svg>
          )
        })}
      </svg>
      <ChartLegend items={series} />
    </>
  )
}
