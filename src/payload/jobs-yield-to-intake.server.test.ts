import { describe, expect, it } from 'vitest'

import { JOBS_WAIT_FOR_INTAKE_MS, yieldToIntake } from './jobs-yield-to-intake.server'

describe('the jobs queue during a surge of leads', () => {
  const setup = () => {
    const clock = { now: 0, busy: false, asked: 0 }
    const shouldRun = yieldToIntake(
      async () => {
        clock.asked += 1
        return true
      },
      () => clock.busy,
      () => clock.now,
    )
    return { clock, shouldRun }
  }

  it('runs its ticks when no lead waits, as the lease decides', async () => {
    const { clock, shouldRun } = setup()
    expect(await shouldRun()).toBe(true)
    expect(clock.asked).toBe(1)
  })

  it('skips ticks while leads are queued or arriving, without asking the lease', async () => {
    const { clock, shouldRun } = setup()
    clock.busy = true
    expect(await shouldRun()).toBe(false)
    clock.now += JOBS_WAIT_FOR_INTAKE_MS - 1
    expect(await shouldRun()).toBe(false)
    expect(clock.asked).toBe(0)
    clock.busy = false
    expect(await shouldRun()).toBe(true)
  })

  it('runs one tick anyway once a surge has lasted the longest wait, then waits again', async () => {
    const { clock, shouldRun } = setup()
    clock.busy = true
    expect(await shouldRun()).toBe(false)
    clock.now += JOBS_WAIT_FOR_INTAKE_MS
    expect(await shouldRun()).toBe(true)
    clock.now += 1000
    expect(await shouldRun()).toBe(false)
  })
})
