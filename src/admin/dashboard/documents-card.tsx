import Link from 'next/link'
import type { Payload } from 'payload'

import type { User } from '@/cms/payload-types'
import { DOCUMENTS_PATH } from '../documents/documents-path'
import { documentCounts } from '../documents/review-queue.server'
import { DashboardCard } from './dashboard-card'

const plural = (count: number, one: string, many: string) => (count === 1 ? one : many)

/**
 * The students' documents that need their counsellor: the uploads waiting for review and the items past their due
 * date still to be sent, across her students (an admin's: every student's), with the way to the documents view.
 */
export async function DocumentsCard({ payload, user }: { payload: Payload; user: User }) {
  const admin = user.role === 'admin'
  const { toReview, overdue } = await documentCounts(payload, { ...user, collection: 'users' }, new Date())
  const whose = admin ? 'students’' : 'your students’'
  return (
    <DashboardCard id="lead-dashboard-documents" title="Students’ documents" level={2}>
      <p>
        <span className="lead-dashboard__figure">{toReview}</span>
        {plural(toReview, 'upload waits', 'uploads wait')} for review.
      </p>
      <p>
        <span className="lead-dashboard__figure">{overdue}</span>
        {plural(overdue, 'item', 'items')} of {whose} checklists {plural(overdue, 'is', 'are')} past due and still to be
        sent.
      </p>
      <p>
        <Link href={DOCUMENTS_PATH} prefetch={false}>
          {toReview ? 'Review the documents' : 'See the documents'}
        </Link>
      </p>
    </DashboardCard>
  )
}
