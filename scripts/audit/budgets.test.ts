import { describe, expect, it } from 'vitest'

import { distanceToFloor, missedBudgets, type Figures } from './budgets'

const run = (performance: number, tbtMs: number, seo = 100): Figures => ({
  performance,
  accessibility: 100,
  bestPractices: 100,
  seo,
  lcpMs: 2000,
  cls: 0,
  tbtMs,
  scriptBytes: 0,
  styleLayoutMs: 0,
  scriptMs: 0,
  observedPaintMs: 0,
  bytesBeforeLcp: 0,
  cpuIndex: 1200,
})

describe('the slow machine’s budget: the distance to the framework floor (docs/product.md §18)', () => {
  it('compares the medians of the page’s runs with the floor’s runs taken in turns', () => {
    const page = [run(80, 500), run(88, 300), run(86, 350), run(60, 1200), run(87, 320)]
    const floor = [run(89, 260), run(90, 250), run(70, 900), run(91, 240), run(89, 280)]
    const distance = distanceToFloor(page, floor)
    expect(distance.page).toEqual({ performance: 86, tbtMs: 350, cpuIndex: 1200 })
    expect(distance.floor).toEqual({ performance: 89, tbtMs: 260, cpuIndex: 1200 })
    expect(distance).toMatchObject({ points: 3, tbtMs: 90, within: true })
  })

  it('is missed four points below the floor, or with more than 100 ms of blocking time beyond it', () => {
    expect(distanceToFloor([run(85, 300)], [run(89, 300)]).within).toBe(false)
    expect(distanceToFloor([run(89, 401)], [run(89, 300)]).within).toBe(false)
    expect(distanceToFloor([run(92, 200)], [run(89, 300)])).toMatchObject({ points: -3, tbtMs: -100, within: true })
  })
})

describe('the Lighthouse budgets', () => {
  it('exempt a page kept out of search (the portal’s sign-in) from the SEO score, and no other', () => {
    expect(missedBudgets(run(96, 100, 66), '/portal')).toEqual([])
    expect(missedBudgets(run(96, 100, 66), '/contact')).toEqual(['SEO 100 (not for a page kept out of search)'])
    expect(missedBudgets(run(90, 100), '/')).toEqual(['Performance ≥ 95'])
  })
})
