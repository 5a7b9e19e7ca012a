import type { Access, PayloadRequest, Where } from 'payload'

import { isAdmin, isLeadStaff } from './roles'

/**
 * Who works a student's file and what hangs on it (applications, messages, guardians): admins every file; a
 * counsellor the files she is one of the responsible counsellors of; editors none (docs/product.md §20). `path` leads
 * from the record to the file's counsellors: `counsellors` on a student, `student.counsellors` on what hangs on one.
 * A has-many relationship matches when any of its values equals the user.
 */
export const servedStudents =
  (path: string): Access =>
  ({ req }) => {
    if (isAdmin({ req })) return true
    if (!isLeadStaff({ req }) || !req.user) return false
    return { [path]: { equals: req.user.id } } satisfies Where
  }

/** Whether the request comes from a member of staff (a portal visitor never has `req.user`). */
export const isStaffRequest = (req: Pick<PayloadRequest, 'user'>): boolean => req.user?.collection === 'users'

const idOf = (value: unknown) =>
  value && typeof value === 'object' && 'id' in value ? (value as { id: unknown }).id : value

/**
 * Create access of what hangs on a student's file: an admin adds to any file, a counsellor only to a file she serves
 * (a Where cannot limit a create, so the file named in the data is looked up).
 */
export const forServedStudent: Access = async ({ req, data }) => {
  if (isAdmin({ req })) return true
  if (!isLeadStaff({ req }) || !req.user) return false
  const student = idOf((data as { student?: unknown } | undefined)?.student)
  if (typeof student !== 'number' && typeof student !== 'string') return false
  const { totalDocs } = await req.payload.count({
    collection: 'students',
    where: { and: [{ id: { equals: student } }, { counsellors: { equals: req.user.id } }] },
    overrideAccess: true,
    req,
  })
  return totalDocs > 0
}

/** Field access of the `student` a record hangs on: only an admin moves a record to another student's file. */
export const STUDENT_FIELD_ACCESS = { update: ({ req }: { req: PayloadRequest }) => isAdmin({ req }) }
