import Link from 'next/link'
import type { BeforeDocumentControlsServerProps } from 'payload'

import { ADMIN_PATH } from '@/config/cms-paths'
import { isLeadStaff } from '@/cms/access/roles'
import type { User } from '@/cms/payload-types'
import type { LeadCollection } from '@/students/open-student-file.server'
import { OpenStudentFileButton } from './open-student-file-button'

/**
 * Beside a lead's Save button: "Open the student file" when one exists with the lead's email and the counsellor may
 * read it, else "Open a student file", which makes it (or links the lead to the one with its email) and goes there.
 */
export async function OpenStudentFileAction({
  id,
  payload,
  user,
  collection,
}: BeforeDocumentControlsServerProps & { collection: LeadCollection }) {
  const me = user as (User & { collection: 'users' }) | undefined
  if (!id || !me || !isLeadStaff({ req: { user: { ...me, collection: 'users' } } })) return null
  const lead = await payload
    .findByID({ collection, id, depth: 0, overrideAccess: false, user: me, disableErrors: true })
    .catch(() => null)
  if (!lead || lead.status === 'spam') return null
  const { docs } = await payload.find({
    collection: 'students',
    where: { email: { equals: lead.email.trim().toLowerCase() } },
    depth: 0,
    limit: 1,
    overrideAccess: false,
    user: me,
    select: { name: true },
  })
  const file = docs[0]
  if (file) {
    return (
      <Link
        className="btn btn--style-secondary btn--size-medium open-student-file"
        href={`${ADMIN_PATH}/collections/students/${file.id}`}
      >
        Open the student file
      </Link>
    )
  }
  return <OpenStudentFileButton collection={collection} id={lead.id} />
}
