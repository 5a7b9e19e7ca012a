import { and, eq } from 'drizzle-orm'
import type { Payload } from 'payload'

import type { User } from '@/cms/payload-types'
import { idOf } from '@/cms/relation-id'
import { drizzleTable } from '@/database/drizzle-table.server'
import { inTransaction } from '@/database/transaction.server'
import { enqueue } from '@/outbox/enqueue.server'
import { mailBrandName } from '@/outbox/mail-settings.server'
import { documentReviewNotice } from '@/outbox/mails/document-review'
import { DOCUMENT_MESSAGES, REJECTION_REASON_MAX, REVIEW_MESSAGES } from '@/schema/student-documents'

import { portalDocumentUrl } from './document-paths'

type Staff = User & { collection: 'users' }

export type ReviewDecision = {
  outcome: 'approved' | 'rejected'
  reason?: string
  /** The approved document's expiry and issue dates, as a calendar day ("2028-05-31"). */
  validUntil?: string
  issuedOn?: string
}

export type ReviewOutcome = 'reviewed' | 'not-found' | 'not-to-review' | { error: string }

const DAY = /^\d{4}-\d{2}-\d{2}$/

/** A calendar day as the date fields keep it (noon UTC, the same day in every time zone); undefined when not given. */
function dayOf(value: string | undefined): string | undefined | { error: string } {
  const day = value?.trim()
  if (!day) return undefined
  const at = Date.parse(`${day}T12:00:00.000Z`)
  return DAY.test(day) && !Number.isNaN(at) ? new Date(at).toISOString() : { error: REVIEW_MESSAGES.badDate }
}

/**
 * A counsellor's (or an admin's) review of one upload: approved, or rejected with a reason the student reads in the
 * portal. The upload is found as the reviewer may read it, so another counsellor's student or an editor gets
 * 'not-found'; only an upload waiting for review is reviewed. The upload, its request and the student's notice (never
 * the reason's text) are written in one transaction. The dates are kept on approval only.
 */
export async function reviewDocument(
  payload: Payload,
  user: Staff,
  versionId: number | string,
  decision: ReviewDecision,
): Promise<ReviewOutcome> {
  if (user.role !== 'admin' && user.role !== 'counsellor') return 'not-found'
  const version = await payload.findByID({
    collection: 'document-versions',
    id: versionId,
    depth: 0,
    overrideAccess: false,
    user,
    disableErrors: true,
  })
  if (!version) return 'not-found'
  const found = version
  if (version.status !== 'to-review') return 'not-to-review'
  if (decision.outcome !== 'approved' && decision.outcome !== 'rejected') return { error: REVIEW_MESSAGES.badOutcome }
  const approved = decision.outcome === 'approved'
  const reason = approved ? '' : (decision.reason ?? '').trim()
  if (!approved && !reason) return { error: DOCUMENT_MESSAGES.reasonRequired }
  if (reason.length > REJECTION_REASON_MAX) return { error: REVIEW_MESSAGES.reasonTooLong }
  const validUntil = approved ? dayOf(decision.validUntil) : undefined
  const issuedOn = approved ? dayOf(decision.issuedOn) : undefined
  for (const day of [validUntil, issuedOn]) if (typeof day === 'object') return day

  const reviewedAt = new Date().toISOString()
  // One statement claims the upload for this review, so of two reviewers pressing at once only one goes on (a read
  // then a write would let both through, and mail the student twice).
  const { drizzle, table } = drizzleTable(payload, 'document-versions')
  const claimed = (await drizzle
    .update(table)
    .set({ status: decision.outcome })
    .where(and(eq(table.id, version.id), eq(table.status, 'to-review')))
    .returning({ id: table.id })) as { id: number }[]
  if (!claimed.length) return 'not-to-review'
  try {
    return await record()
  } catch (error) {
    await drizzle.update(table).set({ status: 'to-review' }).where(eq(table.id, version.id))
    throw error
  }

  function record() {
    return inTransaction(payload, async (req) => {
      await payload.update({
        collection: 'document-versions',
        id: found.id,
        data: { status: decision.outcome, reason: reason || null, reviewedBy: user.id, reviewedAt },
        depth: 0,
        overrideAccess: true,
        req,
      })
      const request = await payload.update({
        collection: 'requested-documents',
        id: idOf(found.request),
        data: {
          status: decision.outcome,
          rejectionReason: reason || null,
          reviewedBy: user.id,
          reviewedAt,
          ...(typeof validUntil === 'string' ? { validUntil } : {}),
          ...(typeof issuedOn === 'string' ? { issuedOn } : {}),
        },
        depth: 0,
        overrideAccess: true,
        req,
      })
      const student = await payload.findByID({
        collection: 'students',
        id: idOf(found.student),
        depth: 0,
        overrideAccess: true,
        req,
      })
      const consultancy = await mailBrandName(payload, req)
      await enqueue(
        payload,
        documentReviewNotice({
          to: { name: student.name, email: student.email },
          document: request.name,
          outcome: decision.outcome,
          link: portalDocumentUrl(request.id),
          consultancy,
        }),
        req,
      )
      return 'reviewed' as const
    })
  }
}
