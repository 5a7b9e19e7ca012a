import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  CollectionAfterOperationHook,
  PayloadRequest,
} from 'payload'

import type { AuditAction } from '../student-audit-log/config'

type Row = Record<string, unknown>

/** Fields Payload keeps for itself: a change of them alone is not a change of the file. */
const OWN_FIELDS = new Set(['updatedAt', 'createdAt', 'id', 'newNote', 'applications', 'guardians'])

async function audit(req: PayloadRequest, action: AuditAction, student: Row, fields?: string[]) {
  await req.payload.create({
    collection: 'student-audit-log',
    data: {
      action,
      studentId: String(student.id),
      studentName: typeof student.name === 'string' ? student.name : undefined,
      user: req.user?.collection === 'users' ? req.user.id : undefined,
      fields: fields?.join(', '),
    },
    req,
    overrideAccess: true,
  })
}

const byStaff = (req: PayloadRequest) => req.user?.collection === 'users'

/**
 * A member of staff opening one file is logged. Lists are not (every row would be a "read"), nor a file populated
 * into another record: only the operation that reads this one file by its id.
 */
export const auditStudentRead: CollectionAfterOperationHook = async ({ operation, result, req }) => {
  if (operation === 'findByID' && result && byStaff(req)) await audit(req, 'read', result as Row)
  return result
}

/** A relationship compares by the ids it holds, whether it was read populated or not. */
const ids = (value: unknown): unknown =>
  Array.isArray(value)
    ? value.map(ids)
    : value && typeof value === 'object' && 'relationTo' in value && 'value' in value
      ? { relationTo: (value as Row).relationTo, value: ids((value as Row).value) }
      : value && typeof value === 'object' && 'id' in value && 'createdAt' in value
        ? (value as Row).id
        : value

const changedFields = (doc: Row, previous: Row): string[] =>
  Object.keys(doc).filter(
    (key) =>
      !OWN_FIELDS.has(key) && JSON.stringify(ids(doc[key]) ?? null) !== JSON.stringify(ids(previous[key]) ?? null),
  )

export const auditStudentChange: CollectionAfterChangeHook = async ({ doc, previousDoc, operation, req }) => {
  if (!byStaff(req)) return doc
  if (operation === 'create') await audit(req, 'create', doc)
  else {
    const fields = changedFields(doc, previousDoc ?? {})
    if (fields.length > 0) await audit(req, 'update', doc, fields)
  }
  return doc
}

export const auditStudentDelete: CollectionAfterDeleteHook = async ({ doc, req }) => {
  if (byStaff(req)) await audit(req, 'delete', doc)
  return doc
}
