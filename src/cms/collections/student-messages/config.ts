import type { CollectionBeforeChangeHook, CollectionConfig } from 'payload'

import { STUDENT_FIELD_ACCESS, forServedStudent, servedStudents } from '../../access/served-students'
import { isAdmin, nobody } from '../../access/roles'
import { RECORD_ACCESS } from '../../fields/record-access'

export const MESSAGE_MAX_LENGTH = 4000
export const MESSAGE_SENDERS = ['student', 'guardian', 'staff'] as const

/** A message written in the admin is staff's, signed by whoever wrote it; the portal's service sets its own. */
const signStaffMessage: CollectionBeforeChangeHook = ({ data, req, operation }) => {
  if (operation === 'create' && req.user?.collection === 'users') {
    data.sender = 'staff'
    data.staffAuthor = req.user.id
    data.guardian = null
  }
  return data
}

/**
 * The one conversation per student between the student (and their guardians) and the counsellors (docs/product.md §15).
 * Messages are never changed once sent.
 */
export const StudentMessages: CollectionConfig = {
  slug: 'student-messages',
  labels: { singular: 'Message', plural: 'Messages' },
  admin: {
    useAsTitle: 'body',
    defaultColumns: ['createdAt', 'student', 'sender', 'body'],
    group: 'Students',
    hidden: ({ user }) => (user as { role?: string } | null)?.role === 'editor',
  },
  defaultSort: '-createdAt',
  hooks: { beforeChange: [signStaffMessage] },
  access: {
    read: servedStudents('student.counsellors'),
    create: forServedStudent,
    update: nobody,
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
    { name: 'body', type: 'textarea', required: true, maxLength: MESSAGE_MAX_LENGTH },
    {
      name: 'sender',
      type: 'select',
      required: true,
      defaultValue: 'staff',
      options: [...MESSAGE_SENDERS],
      access: RECORD_ACCESS,
      admin: { readOnly: true },
    },
    {
      name: 'staffAuthor',
      type: 'relationship',
      relationTo: 'users',
      access: RECORD_ACCESS,
      admin: { readOnly: true },
    },
    {
      name: 'guardian',
      type: 'relationship',
      relationTo: 'guardians',
      access: RECORD_ACCESS,
      admin: { readOnly: true },
    },
  ],
}
