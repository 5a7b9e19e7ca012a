import type { Payload, PayloadRequest } from 'payload'

import { idOf } from '@/cms/relation-id'

import { isOverdue } from './document-flags'

/** An application's documents: its required items approved of all required ("7 of 10"), and its items overdue. */
export type DocumentProgress = { approved: number; required: number; overdue: number }

/**
 * The document progress of each application, in one query for them all: every item whose `applications` holds one of
 * them (a student's own document counts for each application that needs it). `overdue` counts every required item
 * past its due date that is still to be sent (an optional one is never late). The callers name applications the
 * reader may already see, so the items are read without access rules; an application with no item has { 0, 0, 0 }.
 */
export async function progressOfApplications(
  payload: Payload,
  applicationIds: readonly (number | string)[],
  req?: Partial<PayloadRequest>,
  now = new Date(),
): Promise<Map<number, DocumentProgress>> {
  const ids = [...new Set(applicationIds.map(Number))]
  const progress = new Map(ids.map((id) => [id, { approved: 0, required: 0, overdue: 0 }]))
  if (ids.length === 0) return progress
  const { docs } = await payload.find({
    collection: 'requested-documents',
    where: { applications: { in: ids } },
    select: { applications: true, required: true, status: true, dueAt: true },
    depth: 0,
    pagination: false,
    overrideAccess: true,
    req,
  })
  for (const item of docs) {
    const overdue = isOverdue(item, now)
    for (const application of new Set((item.applications ?? []).map((each) => Number(idOf(each))))) {
      const counts = progress.get(application)
      if (!counts) continue
      if (item.required) {
        counts.required += 1
        if (item.status === 'approved') counts.approved += 1
      }
      if (overdue) counts.overdue += 1
    }
  }
  return progress
}
