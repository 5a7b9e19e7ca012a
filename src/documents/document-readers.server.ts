import type { Payload } from 'payload'

import { idOf } from '@/cms/relation-id'
import type { PortalViewer } from '@/students/portal-sign-in.server'

/** Who asks for a private file: a portal session, a staff session, either or neither (both read from the request). */
export type DocumentReader = {
  viewer: PortalViewer | null
  staff: { id: number; role?: string | null } | null
}

/**
 * Whether the reader may read the documents of `student`: the student and their parents (a withdrawn parent has no
 * session), the student's counsellors and admins. Editors and every other counsellor never.
 */
export async function mayReadStudentsDocuments(
  payload: Payload,
  reader: DocumentReader,
  student: number,
): Promise<boolean> {
  if (reader.viewer && reader.viewer.student === student) return true
  const staff = reader.staff
  if (!staff) return false
  if (staff.role === 'admin') return true
  if (staff.role !== 'counsellor') return false
  const file = await payload.findByID({
    collection: 'students',
    id: student,
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
  })
  return Boolean(file?.counsellors?.map(idOf).includes(staff.id))
}
