import { describe, expect, it } from 'vitest'

import { JOBS_WAIT_FOR_INTAKE_MS, yieldToIntake } from './jobs-yield-to-intake.server'

describe('the jobs queue during a surge of leads', () => {
  const setup = () => {
    const clock = { now: 0, busy: false, asked: 0 }
    const gate = yieldToIntake(
      async () => {
        clock.asked += 1
        return true
      },
      () => clock.busy,
      () => clock.now,
    )
    return { clock, gate }
  }

  it('runs its ticks when no lead waits, as the lease decides', async () => {
    const { clock, gate } = setup()
    expect(await gate.shouldRun()).toBe(true)
    expect(clock.asked).toBe(1)
    expect(gate.giveWay()).toBe(false)
  })

  it('skips ticks while leads are queued or arriving, without asking the lease', async () => {
    const { clock, gate } = setup()
    clock.busy = true
    expect(await gate.shouldRun()).toBe(false)
    clock.now += JOBS_WAIT_FOR_INTAKE_MS - 1
    expect(await gate.shouldRun()).toBe(false)
    expect(clock.asked).toBe(0)
    clock.busy = false
    expect(await gate.shouldRun()).toBe(true)
  })

  it('stops a running tick when a surge begins during it', async () => {
    const { clock, gate } = setup()
    expect(await gate.shouldRun()).toBe(true)
    clock.busy = true
    expect(gate.giveWay()).toBe(true)
  })

  it('runs one tick anyway, to its end, once a surge has lasted the longest wait, then waits again', async () => {
    const { clock, gate } = setup()
    clock.busy = true
    expect(await gate.shouldRun()).toBe(false)
    clock.now += JOBS_WAIT_FOR_INTAKE_MS
    expect(await gate.shouldRun()).toBe(true)
    expect(gate.giveWay()).toBe(false)
    clock.now += 1000
    expect(await gate.shouldRun()).toBe(false)
    expect(gate.giveWay()).toBe(true)
  })
})
