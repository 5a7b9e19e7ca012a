// docs/product.md §18: Lighthouse, mobile, simulated throttling, on these pages.

export const AUDITED_PAGES = ['/', '/blogs', '/blogs/{slug}', '/newsroom', '/contact', '/events'] as const

export type Figures = {
  performance: number
  accessibility: number
  bestPractices: number
  seo: number
  lcpMs: number
  cls: number
  tbtMs: number
  scriptBytes: number
  /** Lighthouse's main-thread breakdown (simulated): style and layout, and scripts (parse, compile, evaluation). */
  styleLayoutMs: number
  scriptMs: number
  /** The first contentful paint Lighthouse observed, unthrottled: what its simulation starts from. */
  observedPaintMs: number
  /** What Lighthouse's LCP estimate downloads on its simulated network (bytesBeforeLcp in lighthouse-run.ts). */
  bytesBeforeLcp: number
  /** Lighthouse's benchmarkIndex of the run: the CPU power it measured on this machine at that moment. */
  cpuIndex: number
}

type Budget = { label: string; pass: (figures: Figures) => boolean; limit: string }

/** The budgets of docs/product.md §18; LCP, TBT and script bytes are printed beside them for the record. */
export const BUDGETS: Budget[] = [
  { label: 'Performance', limit: '≥ 95', pass: (f) => f.performance >= 95 },
  { label: 'Accessibility', limit: '100', pass: (f) => f.accessibility === 100 },
  { label: 'Best practices', limit: '100', pass: (f) => f.bestPractices === 100 },
  { label: 'SEO', limit: '100', pass: (f) => f.seo === 100 },
  { label: 'CLS', limit: '< 0.05', pass: (f) => f.cls < 0.05 },
]

/** The budgets a page's figures miss, by label. */
export const missedBudgets = (figures: Figures) =>
  BUDGETS.filter((budget) => !budget.pass(figures)).map((budget) => `${budget.label} ${budget.limit}`)
