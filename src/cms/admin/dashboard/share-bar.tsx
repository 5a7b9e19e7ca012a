import { ChartLegend } from './chart-legend'
import { isFilled, markClass, textWidth, type Mark } from './marks'

export type SharePart = { name: string; value: number; mark: Mark }

const WIDTH = 480
const HEIGHT = 28

/** One bar split in parts of a whole, each part's number inside it when it fits. */
export function ShareBar({ label, parts }: { label: string; parts: readonly SharePart[] }) {
  const whole = parts.reduce((sum, part) => sum + part.value, 0)
  const scale = whole ? WIDTH / whole : 0
  const starts = parts.map((_, index) => parts.slice(0, index).reduce((sum, part) => sum + part.value * scale, 0))
  return (
    <>
      <svg role="img" aria-label={label} className="lead-chart" viewBox={`0 0 ${WIDTH} ${HEIGHT}`} width={WIDTH}>
        {parts.map((part, index) => {
          const width = part.value * scale
          if (!width) return null
          // An outline is drawn inside its box, so parts side by side never overlap.
          return (
            <g key={part.name}>
              <rect
                className={markClass(part.mark)}
                x={starts[index]! + 1}
                y={1}
                width={Math.max(1, width - 2)}
                height={HEIGHT - 2}
              />
              {textWidth(String(part.value)) + 8 <= width ? (
                <text
                  className={isFilled(part.mark) ? 'lead-chart__ink' : undefined}
                  textAnchor="middle"
                  x={starts[index]! + width / 2}
                  y={HEIGHT / 2}
                  dy="0.35em"
                >
                  {part.value}
                </text>
              ) : null}
            </g>
          )
        })}
      </svg>
      <ChartLegend items={parts} />
    </>
  )
}
