import { describe, expect, it } from 'vitest'

import { median } from './median'

describe('median', () => {
  it('takes the middle value, or the mean of the two middle ones, whatever the order', () => {
    expect(median([5, 1, 3])).toBe(3)
    expect(median([4, 1, 3, 2])).toBe(2.5)
    expect(median([1, 1, 1, 1, 1, 1, 1, 1, 40])).toBe(1)
  })

  it('leaves the values as they were', () => {
    const values = [3, 1, 2]
    median(values)
    expect(values).toEqual([3, 1, 2])
  })
})
