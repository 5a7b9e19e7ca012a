import type { Payload, PayloadRequest } from 'payload'

import { drizzleTable } from './drizzle-table.server'

/** A job for Payload's jobs queue: its task, its input and, for a job that must wait, when it may run. */
export type JobDraft = { task: string; input: Record<string, unknown>; waitUntil?: Date }

/**
 * Queues jobs with one INSERT, inside the caller's transaction where there is one (PostgreSQL). Writes the row that
 * `payload.jobs.queue` writes for a task (its input, its task, when it may run; the database gives the rest its
 * defaults, the queue `default` among them) without reading each row back, which cost more than the insert: a lead
 * queues three jobs (decision 0144).
 */
export async function queueJobs(payload: Payload, jobs: JobDraft[], req?: Partial<PayloadRequest>): Promise<void> {
  if (!jobs.length) return
  const { drizzle, table } = drizzleTable(payload, 'payload-jobs')
  const db = (await transactionDrizzle(payload, req)) ?? drizzle
  await db.insert(table).values(
    jobs.map((job) => ({
      input: job.input,
      taskSlug: job.task,
      ...(job.waitUntil ? { waitUntil: job.waitUntil.toISOString() } : {}),
    })),
  )
}

/** The drizzle session of the transaction `req` belongs to, as Payload's own writes find it. */
async function transactionDrizzle(payload: Payload, req?: Partial<PayloadRequest>): Promise<unknown> {
  const id = await req?.transactionID
  if (!id) return undefined
  const sessions = (payload.db as unknown as { sessions?: Record<string, { db: unknown }> }).sessions
  return sessions?.[String(id)]?.db
}
