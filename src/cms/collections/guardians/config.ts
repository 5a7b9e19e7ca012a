import type { CollectionConfig } from 'payload'

import { STUDENT_FIELD_ACCESS, forServedStudent, servedStudents } from '../../access/served-students'
import { isAdmin } from '../../access/roles'
import { RECORD_ACCESS } from '../../fields/record-access'

/**
 * A parent or guardian a student (or staff) invited to read the student's portal (docs/product.md §15). Read only; the
 * student can withdraw the access, which ends the guardian's sessions.
 */
export const Guardians: CollectionConfig = {
  slug: 'guardians',
  labels: { singular: 'Parent or guardian', plural: 'Parents and guardians' },
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'email', 'student', 'invitedAt', 'revokedAt'],
    group: 'Students',
    hidden: ({ user }) => (user as { role?: string } | null)?.role === 'editor',
  },
  access: {
    read: servedStudents('student.counsellors'),
    create: forServedStudent,
    update: servedStudents('student.counsellors'),
    delete: isAdmin,
  },
  fields: [
    {
      name: 'student',
      type: 'relationship',
      relationTo: 'students',
      required: true,
      index: true,
      access: STUDENT_FIELD_ACCESS,
    },
    { name: 'name', type: 'text', required: true, maxLength: 100 },
    {
      name: 'email',
      type: 'email',
      required: true,
      index: true,
      hooks: { beforeValidate: [({ value }) => (typeof value === 'string' ? value.trim().toLowerCase() : value)] },
    },
    { name: 'relationship', type: 'text', maxLength: 40, admin: { description: 'Mother, father, guardian...' } },
    {
      name: 'invitedBy',
      type: 'select',
      defaultValue: 'staff',
      options: [
        { value: 'student', label: 'The student' },
        { value: 'staff', label: 'Staff' },
      ],
      access: RECORD_ACCESS,
      admin: { readOnly: true },
    },
    {
      name: 'invitedAt',
      type: 'date',
      access: RECORD_ACCESS,
      admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } },
    },
    {
      name: 'revokedAt',
      type: 'date',
      label: 'Access withdrawn',
      admin: { date: { pickerAppearance: 'dayAndTime' }, description: 'Set when the access is withdrawn.' },
    },
  ],
}
