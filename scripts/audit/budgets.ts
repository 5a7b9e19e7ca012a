// docs/product.md §18: Lighthouse, mobile, simulated throttling, on these pages.

import { median } from '../lib/median'

export const AUDITED_PAGES = ['/', '/blogs', '/blogs/{slug}', '/newsroom', '/contact', '/events', '/portal'] as const

/** Pages that ask search engines not to list them (the portal's sign-in): Lighthouse's SEO score counts that against them. */
const NOT_LISTED = ['/portal']

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

type Budget = { label: string; pass: (figures: Figures, page: string) => boolean; limit: string }

/** The budgets of docs/product.md §18; LCP, TBT and script bytes are printed beside them for the record. */
export const BUDGETS: Budget[] = [
  { label: 'Performance', limit: '≥ 95', pass: (f) => f.performance >= 95 },
  { label: 'Accessibility', limit: '100', pass: (f) => f.accessibility === 100 },
  { label: 'Best practices', limit: '100', pass: (f) => f.bestPractices === 100 },
  {
    label: 'SEO',
    limit: '100 (not for a page kept out of search)',
    pass: (f, page) => f.seo === 100 || NOT_LISTED.includes(page),
  },
  { label: 'CLS', limit: '< 0.05', pass: (f) => f.cls < 0.05 },
]

/** The budgets a page's figures miss, by label. */
export const missedBudgets = (figures: Figures, page: string) =>
  BUDGETS.filter((budget) => !budget.pass(figures, page)).map((budget) => `${budget.label} ${budget.limit}`)

/** §18 on a slow machine: within this many points of the framework floor's score, and of its Total Blocking Time. */
export const FLOOR_DISTANCE = { points: 3, tbtMs: 100 }

export type FloorDistance = {
  page: { performance: number; tbtMs: number; cpuIndex: number }
  floor: { performance: number; tbtMs: number; cpuIndex: number }
  /** Points the page scores below the floor (negative: above it). */
  points: number
  /** Milliseconds of blocking time the page has beyond the floor's. */
  tbtMs: number
  within: boolean
}

/** The page's runs against the floor's runs taken in turns with them: medians of the score and of TBT compared. */
export function distanceToFloor(page: Figures[], floor: Figures[]): FloorDistance {
  const of = (runs: Figures[]) => ({
    performance: median(runs.map((run) => run.performance)),
    tbtMs: median(runs.map((run) => run.tbtMs)),
    cpuIndex: median(runs.map((run) => run.cpuIndex)),
  })
  const [mine, theirs] = [of(page), of(floor)]
  const points = theirs.performance - mine.performance
  const tbtMs = mine.tbtMs - theirs.tbtMs
  return {
    page: mine,
    floor: theirs,
    points,
    tbtMs,
    within: points <= FLOOR_DISTANCE.points && tbtMs <= FLOOR_DISTANCE.tbtMs,
  }
}
