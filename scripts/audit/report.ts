import { BUDGETS, FLOOR_DISTANCE, missedBudgets, type Figures, type FloorDistance } from './budgets'

const COLUMNS: { title: string; value: (f: Figures) => string }[] = [
  { title: 'Performance', value: (f) => String(f.performance) },
  { title: 'Accessibility', value: (f) => String(f.accessibility) },
  { title: 'Best practices', value: (f) => String(f.bestPractices) },
  { title: 'SEO', value: (f) => String(f.seo) },
  { title: 'LCP ms', value: (f) => f.lcpMs.toFixed(0) },
  { title: 'CLS', value: (f) => f.cls.toFixed(3) },
  { title: 'TBT ms', value: (f) => f.tbtMs.toFixed(0) },
  { title: 'JS KB', value: (f) => (f.scriptBytes / 1024).toFixed(1) },
  { title: 'Style+layout ms', value: (f) => f.styleLayoutMs.toFixed(0) },
  { title: 'Script ms', value: (f) => f.scriptMs.toFixed(0) },
  { title: 'Seen paint ms', value: (f) => f.observedPaintMs.toFixed(0) },
  { title: 'KB for LCP', value: (f) => (f.bytesBeforeLcp / 1024).toFixed(1) },
  { title: 'CPU index', value: (f) => f.cpuIndex.toFixed(0) },
]

/** A plain-text table: one row per page, its figures, and the budgets it misses. */
export function reportTable(rows: { page: string; figures: Figures }[]): string {
  const header = ['Page', ...COLUMNS.map((column) => column.title), 'Budgets']
  const body = rows.map(({ page, figures }) => {
    const missed = page.startsWith('/') ? missedBudgets(figures, page) : []
    return [
      page,
      ...COLUMNS.map((column) => column.value(figures)),
      page.startsWith('/') ? (missed.length ? `MISSED: ${missed.join(', ')}` : 'met') : '',
    ]
  })
  const widths = header.map((title, index) => Math.max(title.length, ...body.map((row) => row[index]!.length)))
  const line = (cells: string[]) => cells.map((cell, index) => cell.padEnd(widths[index]!)).join('  ')
  const budgets = BUDGETS.map((budget) => `${budget.label} ${budget.limit}`).join(', ')
  return [line(header), ...body.map(line), '', `Budgets (docs/product.md §18): ${budgets}.`].join('\n')
}

/** Each page beside the framework floor measured in turns with it: medians of the score and of TBT, and the distance. */
export function floorTable(rows: { page: string; distance: FloorDistance }[]): string {
  const header = [
    'Page',
    'Score',
    'Floor',
    'Points below',
    'TBT ms',
    'Floor TBT ms',
    'TBT beyond',
    'Index',
    'Floor index',
    'Within',
  ]
  const body = rows.map(({ page, distance: d }) => [
    page,
    String(d.page.performance),
    String(d.floor.performance),
    String(d.points),
    d.page.tbtMs.toFixed(0),
    d.floor.tbtMs.toFixed(0),
    d.tbtMs.toFixed(0),
    d.page.cpuIndex.toFixed(0),
    d.floor.cpuIndex.toFixed(0),
    d.within ? 'yes' : 'NO',
  ])
  const widths = header.map((title, index) => Math.max(title.length, ...body.map((row) => row[index]!.length)))
  const line = (cells: string[]) => cells.map((cell, index) => cell.padEnd(widths[index]!)).join('  ')
  return [
    line(header),
    ...body.map(line),
    '',
    `Within: at most ${FLOOR_DISTANCE.points} points below the floor and ${FLOOR_DISTANCE.tbtMs} ms of TBT beyond it ` +
      '(docs/product.md §18, a slow machine).',
  ].join('\n')
}
