import { describe, expect, it } from 'vitest'

import { giveWayToVisitors } from './give-way'

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
