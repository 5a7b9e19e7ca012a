import { describe, expect, it } from 'vitest'

import { waitUntil } from './wait-until'

describe('waitUntil', () => {
  it('resolves true as soon as the check answers true', async () => {
    let calls = 0
    const ready = await waitUntil(() => ++calls === 3, { timeoutMs: 5_000, intervalMs: 1 })
    expect(ready).toBe(true)
    expect(calls).toBe(3)
  })

  it('resolves false once the time is up, having asked more than once', async () => {
    let calls = 0
    const ready = await waitUntil(
      async () => {
        calls++
        return false
      },
      { timeoutMs: 30, intervalMs: 5 },
    )
    expect(ready).toBe(false)
    expect(calls).toBeGreaterThan(1)
  })

  it('ends the wait with the error of a check that throws', async () => {
    await expect(
      waitUntil(
        () => {
          throw new Error('the server exited with code 1')
        },
        { timeoutMs: 5_000 },
      ),
    ).rejects.toThrow('the server exited with code 1')
  })
})
