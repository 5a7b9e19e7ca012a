import type { Endpoint, PayloadRequest } from 'payload'

import { isStaffRequest } from '@/cms/access/served-students'
import type { User } from '@/cms/payload-types'
import { recordId } from '@/cms/record-id'
import { REVIEW_MESSAGES } from '@/schema/student-documents'

import { reviewDocument, type ReviewDecision } from './review-document.server'

const refused = (message: string, status: number) =>
  Response.json({ errors: [{ message }] }, { status, headers: { 'Cache-Control': 'no-store' } })

/** The decision from a JSON body or a plain form; each field a string or absent. */
async function decisionOf(req: PayloadRequest): Promise<ReviewDecision> {
  let fields: Record<string, unknown> = {}
  if (req.headers.get('content-type')?.includes('application/json')) {
    const body: unknown = await req.json?.().catch(() => null)
    if (body && typeof body === 'object') fields = body as Record<string, unknown>
  } else {
    const form = await req.formData?.().catch(() => null)
    if (form) fields = Object.fromEntries(form.entries())
  }
  const text = (name: string) => (typeof fields[name] === 'string' ? (fields[name] as string) : undefined)
  return {
    outcome: text('outcome') as ReviewDecision['outcome'],
    reason: text('reason'),
    validUntil: text('validUntil'),
    issuedOn: text('issuedOn'),
  }
}

/**
 * POST /cms-api/document-versions/:id/review: the "To review" view's Approve and Reject (src/admin/documents). A JSON
 * or form body { outcome, reason, validUntil, issuedOn }; answered 200 { status }, 400 with the refusal's sentence, or
 * 404 for an upload the signed-in member of staff may not review (whether it exists is not told).
 */
export const reviewEndpoint: Endpoint = {
  path: '/:id/review',
  method: 'post',
  handler: async (req: PayloadRequest) => {
    const id = recordId(req.routeParams?.id)
    if (!req.user || !isStaffRequest(req) || id === null) return refused(REVIEW_MESSAGES.notFound, 404)
    const decision = await decisionOf(req)
    const outcome = await reviewDocument(req.payload, req.user as User & { collection: 'users' }, id, decision)
    if (outcome === 'reviewed')
      return Response.json({ status: decision.outcome }, { headers: { 'Cache-Control': 'no-store' } })
    if (outcome === 'not-found') return refused(REVIEW_MESSAGES.notFound, 404)
    if (outcome === 'not-to-review') return refused(REVIEW_MESSAGES.alreadyReviewed, 400)
    return refused(outcome.error, 400)
  },
}
