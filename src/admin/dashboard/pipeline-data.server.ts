import type { Payload } from 'payload'

import type { User } from '@/cms/payload-types'
import type { PipelineRow } from './pipeline-figures'
import { idOf } from '@/cms/relation-id'

type Staff = User & { collection: 'users' }

/**
 * Every application the member of staff may read (all of them for an admin, who alone sees the pipeline), as the
 * pipeline's figures need them: its intake, stage, university, the student's counsellors, its stage history and its
 * commission.
 */
export async function pipelineRows(payload: Payload, user: Staff): Promise<PipelineRow[]> {
  const { docs } = await payload.find({
    collection: 'applications',
    depth: 1,
    pagination: false,
    overrideAccess: false,
    user,
    select: { intake: true, stage: true, university: true, student: true, stageHistory: true, commission: true },
    populate: { universities: { name: true }, students: { counsellors: true } },
  })
  return docs.map((doc) => ({
    intake: doc.intake,
    stage: doc.stage,
    university: typeof doc.university === 'object' ? { id: doc.university.id, name: doc.university.name } : null,
    counsellors: typeof doc.student === 'object' ? (doc.student.counsellors ?? []).map(idOf) : [],
    stageHistory: (doc.stageHistory ?? []).map((change) => ({ stage: change.stage, at: change.at })),
    commission: doc.commission
      ? {
          expectedAmount: doc.commission.expectedAmount,
          currency: doc.commission.currency,
          status: doc.commission.status,
          receivedAmount: doc.commission.receivedAmount,
        }
      : null,
  }))
}
