// product.md, Performance budgets: Lighthouse, mobile, simulated throttling, on these pages.

export const AUDITED_PAGES = ['/', '/blogs', '/blogs/{slug}', '/newsroom', '/contact'] as const

export type Figures = {
  performance: number
  accessibility: number
  bestPractices: number
  seo: number
  lcpMs: number
  cls: number
  tbtMs: number
  scriptBytes: number
}

type Budget = { label: string; pass: (figures: Figures) => boolean; limit: string }

export const BUDGETS: Record<keyof Figures, Budget | undefined> = {
  performance: { label: 'Performance', limit: '≥ 95', pass: (f) => f.performance >= 95 },
  accessibility: { label: 'Accessibility', limit: '100', pass: (f) => f.accessibility === 100 },
  bestPractices: { label: 'Best practices', limit: '100', pass: (f) => f.bestPractices === 100 },
  seo: { label: 'SEO', limit: '100', pass: (f) => f.seo === 100 },
  cls: { label: 'CLS', limit: '< 0.05', pass: (f) => f.cls < 0.05 },
  lcpMs: undefined,
  tbtMs: undefined,
  scriptBytes: undefined,
}

/** The budgets a page's figures miss, by label. */
export const missedBudgets = (figures: Figures) =>
  Object.values(BUDGETS)
    .filter((budget): budget is Budget => budget !== undefined && !budget.pass(figures))
    .map((budget) => `${budget.label} ${budget.limit}`)
