import { OUTBOX_STATUSES } from '@/cms/collections/outbox-messages/config'
import { INTAKE_QUEUE } from '@/cms/collections/intake-queue/config'
import { metrics } from '@/observability/metrics.server'
import { payloadClient } from '@/payload/payload.server'

import { checkDatabase } from './health.server'

/**
 * Reads the gauges that live in the database (the outbox by status, jobs waiting, the intake queue) just before a
 * scrape, so every instance reports the same figures. With the database down only `site_database_up` (0) changes,
 * and the other gauges keep their last values.
 */
export async function refreshDatabaseGauges(): Promise<void> {
  const { databaseUp, outboxMessages, jobsWaiting, intakeQueueDepth } = metrics()
  const up = (await checkDatabase()) === 'ok'
  databaseUp.set(up ? 1 : 0)
  if (!up) return
  const payload = await payloadClient()
  const count = async (collection: Parameters<typeof payload.count>[0]['collection'], where = {}) =>
    (await payload.count({ collection, where, overrideAccess: true })).totalDocs
  const [byStatus, waiting, queued] = await Promise.all([
    Promise.all(OUTBOX_STATUSES.map((status) => count('outbox-messages', { status: { equals: status } }))),
    count('payload-jobs', { and: [{ completedAt: { exists: false } }, { hasError: { not_equals: true } }] }),
    count(INTAKE_QUEUE),
  ])
  OUTBOX_STATUSES.forEach((status, index) => outboxMessages.set({ status }, byStatus[index]!))
  jobsWaiting.set(waiting)
  intakeQueueDepth.set(queued)
}
