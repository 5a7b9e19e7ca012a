import type { Validate } from 'payload'

import { idOf } from '../../relation-id'

export const OTHER_STUDENTS_APPLICATION = 'Choose applications of this student only.'

/** A document is asked of one student, for that student's applications only. */
export const sameStudentApplications: Validate = async (value, { data, req }) => {
  const ids = ((value as unknown[] | null | undefined) ?? []).map(idOf)
  const student = idOf((data as { student?: unknown }).student)
  if (!ids.length || !student) return true
  const { totalDocs } = await req.payload.count({
    collection: 'applications',
    where: { and: [{ id: { in: ids } }, { student: { not_equals: student } }] },
    overrideAccess: true,
    req,
  })
  return totalDocs === 0 || OTHER_STUDENTS_APPLICATION
}
