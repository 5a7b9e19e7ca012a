import { setTimeout as sleep } from 'node:timers/promises'

import type { Payload } from 'payload'
import { describe, expect, it } from 'vitest'

import { JOBS_PER_TICK, JOBS_PER_TURN, runJobsBetweenRequests } from './jobs-runner.server'

/** A queue of `waiting` jobs behind a stand-in for Payload's runner, which records what happened in what order. */
function fakeQueue(waiting: number) {
  const events: string[] = []
  const queue = { waiting, events }
  const payload = {
    jobs: {
      handleSchedules: async () => void events.push('schedules'),
      run: async ({ limit }: { limit: number }) => {
        const ran = Math.min(limit, queue.waiting)
        queue.waiting -= ran
        events.push(`run ${ran}`)
        // A request read between two runs shows as a turn of the event loop in the record.
        setImmediate(() => events.push('turn'))
        if (ran === 0) return { noJobsRemaining: true }
        return { jobStatus: Object.fromEntries(Array.from({ length: ran }, (_, i) => [String(i), {}])) }
      },
    },
  } as unknown as Payload
  return { queue, payload }
}

/**
 * Runs the runner for exactly one tick, however slow the machine: it is stopped as the second tick begins, before
 * that tick may run a job, and the stop settles once the second tick has ended.
 */
const oneTick = async (payload: Payload, shouldRun = async () => true, giveWay?: () => boolean) => {
  let ticks = 0
  let secondTickBegun = () => {}
  const begun = new Promise<void>((resolve) => (secondTickBegun = resolve))
  const { jobs } = payload
  const counted = {
    jobs: {
      run: jobs.run,
      handleSchedules: async (args: Parameters<typeof jobs.handleSchedules>[0]) => {
        if (++ticks === 2) {
          void stop()
          secondTickBegun()
        }
        return jobs.handleSchedules(args)
      },
    },
  } as unknown as Payload
  const stop = runJobsBetweenRequests(counted, { everyMs: 20, shouldRun, giveWay })
  await begun
  await stop()
}

describe('the jobs queue run between requests', () => {
  it(`runs at most ${JOBS_PER_TICK} jobs a tick, ${JOBS_PER_TURN} at a time, with the event loop turning between`, async () => {
    const { queue, payload } = fakeQueue(1000)
    await oneTick(payload)
    expect(queue.waiting).toBe(1000 - JOBS_PER_TICK)
    const runs = queue.events.filter((event) => event.startsWith('run'))
    expect(runs).toEqual(Array(JOBS_PER_TICK / JOBS_PER_TURN).fill(`run ${JOBS_PER_TURN}`))
    // Between every two runs the event loop turned at least once.
    const order = queue.events.filter((event) => event !== 'schedules')
    for (let i = 1; i < order.length; i++) {
      if (order[i]!.startsWith('run')) expect(order[i - 1]).toBe('turn')
    }
  })

  it('stops the tick when the queue runs dry, and queues the scheduled tasks first', async () => {
    const { queue, payload } = fakeQueue(7)
    await oneTick(payload)
    expect(queue.waiting).toBe(0)
    expect(queue.events[0]).toBe('schedules')
    expect(queue.events.filter((event) => event.startsWith('run'))).toEqual(['run 5', 'run 2'])
  })

  it('runs nothing in a tick the lease or a surge of leads refuses, but still queues the scheduled tasks', async () => {
    const { queue, payload } = fakeQueue(10)
    await oneTick(payload, async () => false)
    expect(queue.waiting).toBe(10)
    expect(queue.events).toContain('schedules')
  })

  it('ends a running tick before its next batch when a surge of leads begins', async () => {
    const { queue, payload } = fakeQueue(1000)
    await oneTick(
      payload,
      async () => true,
      () => queue.events.filter((event) => event.startsWith('run')).length >= 2,
    )
    expect(queue.events.filter((event) => event.startsWith('run'))).toEqual(['run 5', 'run 5'])
    expect(queue.waiting).toBe(990)
  })

  it('when stopped, lets the running batch finish, starts no other, and settles after it', async () => {
    const events: string[] = []
    let batches = 0
    const payload = {
      jobs: {
        handleSchedules: async () => {},
        run: async ({ limit }: { limit: number }) => {
          batches++
          events.push('batch started')
          await sleep(40)
          events.push('batch done')
          return { jobStatus: Object.fromEntries(Array.from({ length: limit }, (_, i) => [String(i), {}])) }
        },
      },
    } as unknown as Payload
    const stop = runJobsBetweenRequests(payload, { everyMs: 10, shouldRun: async () => true })
    while (batches === 0) await sleep(5)
    await stop().then(() => events.push('stopped'))
    await sleep(60)
    expect(events).toEqual(['batch started', 'batch done', 'stopped'])
  })
})
