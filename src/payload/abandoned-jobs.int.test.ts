import { describe, expect, it } from 'vitest'

// A server stopped in the middle of a job leaves it marked as running; the instance that takes the jobs queue over
// next must make it runnable again at once, on a real database (decision 0153).
const { migratedPayload } = await import('../../tests/support/payload')
const { releaseAbandonedJobs, releasingAbandonedJobsOnTakeOver } = await import('./abandoned-jobs.server')
const { SWEEP_TASK } = await import('@/outbox/outbox-sweep-task')

const payload = await migratedPayload()

/** A job as a server stopped during it leaves it: queued, then marked as running a moment ago. */
async function leftRunning(task: string, meta?: { scheduled: boolean }) {
  const job = (await payload.jobs.queue({ task: task as never, input: {} as never, meta })) as { id: number }
  await payload.update({ collection: 'payload-jobs', id: job.id, data: { processing: true }, overrideAccess: true })
  return job.id
}

const jobById = (id: number) => payload.findByID({ collection: 'payload-jobs', id, overrideAccess: true })

describe('jobs a stopped server left running', () => {
  it('are made runnable when the queue is taken over, so the outbox sweep is scheduled again at once', async () => {
    const sweep = await leftRunning(SWEEP_TASK, { scheduled: true })
    // While the sweep is marked as running, Payload's scheduler queues no other: no sweep for the next ten minutes.
    expect((await payload.jobs.handleSchedules({ queue: 'default' })).queued).toEqual([])

    const lease = releasingAbandonedJobsOnTakeOver(payload, async () => true)
    expect(await lease()).toBe(true)
    expect(await jobById(sweep)).toMatchObject({ processing: false, taskSlug: SWEEP_TASK })

    await payload.jobs.run({ queue: 'default', where: { id: { equals: sweep } }, overrideAccess: true } as never)
    const left = await payload.find({
      collection: 'payload-jobs',
      where: { id: { equals: sweep } },
      overrideAccess: true,
    })
    expect(left.totalDocs).toBe(0)
  })

  it('frees only unfinished jobs marked as running, and says how many', async () => {
    const running = await leftRunning(SWEEP_TASK)
    const failed = await leftRunning(SWEEP_TASK)
    await payload.update({ collection: 'payload-jobs', id: failed, data: { hasError: true }, overrideAccess: true })

    expect(await releaseAbandonedJobs(payload)).toBe(1)
    expect((await jobById(running)).processing).toBe(false)
    expect((await jobById(failed)).processing).toBe(true)
    expect(await releaseAbandonedJobs(payload)).toBe(0)
  })
})

describe('taking the jobs queue over', () => {
  it('frees abandoned jobs on the first grant and on each grant after a refusal, never while the lease is kept', async () => {
    const answers = [true, true, false, false, true, true]
    let releases = 0
    const lease = releasingAbandonedJobsOnTakeOver(
      payload,
      async () => answers.shift()!,
      async () => ++releases,
    )
    const seen: number[] = []
    for (let call = 0; call < 6; call++) {
      await lease()
      seen.push(releases)
    }
    expect(seen).toEqual([1, 1, 1, 1, 2, 2])
  })
})
