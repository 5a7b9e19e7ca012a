import { markClass, type Mark } from './marks'

/** The series of a chart, each named beside its swatch (the chart's data table has the numbers). */
export function ChartLegend({ items }: { items: readonly { name: string; mark: Mark }[] }) {
  return (
    <ul className="lead-chart-legend">
      {items.map((item) => (
        <li key={item.name}>
          <svg aria-hidden="true" className="lead-chart-legend__swatch" viewBox="0 0 14 14" width="14" height="14">
            <rect className={markClass(item.mark)} x="1" y="1" width="12" height="12" />
          </svg>
          {item.name}
        </li>
      ))}
    </ul>
  )
}
