import { describe, expect, it } from 'vitest'

import { minuteTicks } from './scale'

describe('the scale of durations', () => {
  it('uses round steps, at most four, the last at or above the longest', () => {
    expect(minuteTicks(0)).toEqual([0, 15])
    expect(minuteTicks(40)).toEqual([0, 15, 30, 45])
    expect(minuteTicks(61)).toEqual([0, 30, 60, 90])
    expect(minuteTicks(200)).toEqual([0, 60, 120, 180, 240])
    expect(minuteTicks(1000)).toEqual([0, 360, 720, 1080])
    expect(minuteTicks(4000)).toEqual([0, 1440, 2880, 4320])
    expect(minuteTicks(10_000)).toEqual([0, 2880, 5760, 8640, 11_520])
  })
})
