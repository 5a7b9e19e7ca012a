import type { CollectionConfig } from 'payload'

import { hiddenFromAllButAdmins, isAdmin, nobody } from '../../access/roles'

export const AUDIT_ACTIONS = ['read', 'create', 'update', 'delete', 'export', 'deletion-requested'] as const
export type AuditAction = (typeof AUDIT_ACTIONS)[number]

/**
 * Staff reads and changes of students' files (docs/product.md §20), for admins to read. The student is kept by id and
 * name, not as a relationship, so the log outlives a deleted file.
 */
export const StudentAuditLog: CollectionConfig = {
  slug: 'student-audit-log',
  labels: { singular: 'Audit entry', plural: 'Student audit log' },
  admin: {
    useAsTitle: 'studentName',
    defaultColumns: ['createdAt', 'action', 'studentName', 'user', 'fields'],
    group: 'Students',
    hidden: hiddenFromAllButAdmins,
  },
  defaultSort: '-createdAt',
  access: { read: isAdmin, create: nobody, update: nobody, delete: nobody },
  fields: [
    { name: 'action', type: 'select', required: true, index: true, options: [...AUDIT_ACTIONS] },
    { name: 'studentId', type: 'text', required: true, index: true },
    { name: 'studentName', type: 'text' },
    { name: 'user', type: 'relationship', relationTo: 'users', admin: { placeholder: 'The student (portal)' } },
    { name: 'fields', type: 'text', admin: { description: 'The fields a change touched.' } },
  ],
}
