import { ChartLegend } from './chart-legend'
import { hiddenWhereNarrow, pct, WIDE_CARD_PX } from './chart-widths'
import { isFilled, markClass, textWidth, type Mark } from './marks'

export type SharePart = { name: string; value: number; mark: Mark }

const HEIGHT = 28

/** One bar split in parts of a whole, each part's number inside it where it fits; across the card's width. */
export function ShareBar({ label, parts }: { label: string; parts: readonly SharePart[] }) {
  const whole = parts.reduce((sum, part) => sum + part.value, 0)
  const shares = parts.map((part) => (whole ? part.value / whole : 0))
  const starts = shares.map((_, index) => shares.slice(0, index).reduce((sum, share) => sum + share, 0))
  return (
    <>
      <svg role="img" aria-label={label} className="lead-chart" width="100%" height={HEIGHT}>
        {parts.map((part, index) => {
          const share = shares[index]!
          if (!share) return null
          const fits = (px: number) => textWidth(String(part.value)) + 8 <= share * px
          // An outline is drawn inside its box (custom.scss), so parts side by side never overlap.
          return (
            <svg key={part.name} x={pct(starts[index]!)} y={0} width={pct(share)} height={HEIGHT}>
              <rect
                className={`${markClass(part.mark)} lead-chart__part`}
                x={1}
                y={1}
                width="100%"
                height={HEIGHT - 2}
              />
              {fits(WIDE_CARD_PX) ? (
                <text
                  className={`${isFilled(part.mark) ? 'lead-chart__ink' : ''} ${hiddenWhereNarrow(fits)}`}
                  textAnchor="middle"
                  x="50%"
                  y={HEIGHT / 2}
                  dy="0.35em"
                >
                  {part.value}
                </text>
              ) : null}
            </svg>
          )
        })}
      </svg>
      <ChartLegend items={parts} />
    </>
  )
}
