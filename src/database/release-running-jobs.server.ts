import type { Payload, Where } from 'payload'

import { giveWayToVisitors } from '@/observability/give-way'

/**
 * Makes unfinished jobs marked as running runnable again, those `where` narrows them to; returns how many. Payload
 * never picks up a job marked so, and while a scheduled job is, its scheduler queues no other of its task: a server
 * that stopped or died in the middle of a job leaves it so. Gives way to visitors between its writes (0145).
 */
export async function releaseRunningJobs(payload: Payload, ...where: Where[]): Promise<number> {
  await giveWayToVisitors()
  const { docs } = await payload.find({
    collection: 'payload-jobs',
    where: {
      and: [
        { processing: { equals: true } },
        { completedAt: { exists: false } },
        { hasError: { not_equals: true } },
        ...where,
      ],
    },
    pagination: false,
    depth: 0,
    overrideAccess: true,
    select: { processing: true },
  })
  for (const job of docs) {
    await giveWayToVisitors()
    await payload.update({
      collection: 'payload-jobs',
      id: job.id,
      data: { processing: false },
      overrideAccess: true,
      depth: 0,
    })
  }
  return docs.length
}
