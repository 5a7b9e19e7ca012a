import { describe, expect, it } from 'vitest'

import { columnLabelClass, hiddenWhereNarrow, labelStep, pct } from './chart-widths'

describe('charts at the width of their card', () => {
  it('names every week when there is room, and every second or fourth when there is not', () => {
    expect(labelStep(8, 640)).toBe(1)
    expect(labelStep(8, 280)).toBe(2)
    expect(labelStep(26, 640)).toBe(4)
    expect(labelStep(26, 280)).toBe(8)
  })

  it('keeps the latest week named at every width, and hides the others only where they crowd', () => {
    expect(columnLabelClass(7, 8)).toBe('')
    expect(columnLabelClass(6, 8)).toBe('lead-chart__hide-30 lead-chart__hide-20')
    expect(columnLabelClass(5, 8)).toBe('')
    expect(columnLabelClass(24, 26)).toBeNull()
    expect(columnLabelClass(21, 26)).toBe('lead-chart__hide-30 lead-chart__hide-20')
  })

  it('hides an element in the card widths it does not fit', () => {
    expect(hiddenWhereNarrow((px) => px >= 400)).toBe('lead-chart__hide-30 lead-chart__hide-20')
    expect(hiddenWhereNarrow(() => true)).toBe('')
    expect(pct(1 / 3)).toBe('33.33%')
  })
})
