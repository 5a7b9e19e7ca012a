import { describe, expect, it } from 'vitest'

import { giveWayToVisitors, quietMoment } from './give-way'

describe('giving way to visitors', () => {
  it('goes on once no visitor waits any more', async () => {
    const started = Date.now()
    let checks = 0
    await giveWayToVisitors(5000, () => ++checks < 5)
    expect(checks).toBe(5)
    expect(Date.now() - started).toBeLessThan(5000)
  })

  it('goes on after its longest wait while visitors keep coming', async () => {
    const started = Date.now()
    await giveWayToVisitors(60, () => true)
    expect(Date.now() - started).toBeGreaterThanOrEqual(59)
  })

  it('lets the event loop turn even when nobody waits', async () => {
    let turned = false
    setImmediate(() => (turned = true))
    await giveWayToVisitors(1000, () => false)
    expect(turned).toBe(true)
  })
})

describe('a quiet moment', () => {
  it('comes once no visitor has waited for the whole quiet time, counted from the last one', async () => {
    const started = Date.now()
    let checks = 0
    // Visitors for the first few checks, then none.
    await quietMoment(40, 5000, () => ++checks < 6)
    const waited = Date.now() - started
    expect(checks).toBeGreaterThan(6)
    expect(waited).toBeGreaterThanOrEqual(40 + 5 * 5 - 1)
    expect(waited).toBeLessThan(5000)
  })

  it('comes after its longest wait while visitors keep coming', async () => {
    const started = Date.now()
    await quietMoment(40, 120, () => true)
    expect(Date.now() - started).toBeGreaterThanOrEqual(119)
  })
})
