import type { Figures } from './load'

export type Row = { target: string; connections: number; app: Figures; static?: Figures }

const HEADER = [
  'target',
  'conn',
  'app req/s',
  'app p99 ms',
  'static req/s',
  'static p99 ms',
  'app/static',
  'non-2xx app/static',
  'errors app/static',
]

const rate = (figures: Figures) => figures.rate.toFixed(0)
// autocannon's latencies are whole milliseconds.
const p99 = (figures: Figures) => (figures.p99 === 0 ? '<1' : String(figures.p99))
const ratio = (app: Figures, reference: Figures) =>
  reference.rate > 0 ? (app.rate / reference.rate).toPrecision(2) : '–'

function cells({ target, connections, app, static: reference }: Row): string[] {
  const pair = (key: 'non2xx' | 'errors') => `${app[key]}/${reference ? reference[key] : '–'}`
  return [
    target,
    String(connections),
    rate(app),
    p99(app),
    reference ? rate(reference) : '–',
    reference ? p99(reference) : '–',
    reference ? ratio(app, reference) : '–',
    pair('non2xx'),
    pair('errors'),
  ]
}

/** A plain-text table: the first column left-aligned, the figures right-aligned. */
export function printTable(rows: Row[]) {
  const lines = [HEADER, ...rows.map(cells)]
  const widths = HEADER.map((_, column) => Math.max(...lines.map((line) => line[column]!.length)))
  for (const line of lines) {
    console.log(
      line
        .map((cell, column) => (column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!)))
        .join('  '),
    )
  }
}
