import type { CollectionConfig } from 'payload'

import { STUDENT_FIELD_ACCESS, forServedStudent, servedStudents } from '../../access/served-students'
import { isAdmin } from '../../access/roles'
import { RECORD_ACCESS } from '../../fields/record-access'
import { DOCUMENT_STATUSES, DOCUMENT_STATUS_LABELS, REJECTION_REASON_MAX } from '@/schema/student-documents'
import { checklistItemFields } from '../checklist-templates/checklist-item-fields'
import { deleteVersionsOfRequest } from './delete-versions'
import { sameStudentApplications } from './same-student-applications'

const DAY_ONLY = { date: { pickerAppearance: 'dayOnly' as const } }

/**
 * One document asked of a student (docs/product.md §15, documents): from an application's checklist or added by staff.
 * A student's own document (a passport) serves every application that needs it; the others belong to one application.
 * Its uploads are the `document-versions`; their review sets its status.
 */
export const RequestedDocuments: CollectionConfig = {
  slug: 'requested-documents',
  labels: { singular: 'Requested document', plural: 'Requested documents' },
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'student', 'status', 'dueAt', 'applications'],
    group: 'Students',
    hidden: ({ user }) => (user as { role?: string } | null)?.role === 'editor',
  },
  defaultSort: 'dueAt',
  hooks: { beforeDelete: [deleteVersionsOfRequest] },
  access: {
    read: servedStudents('student.counsellors'),
    create: forServedStudent,
    update: servedStudents('student.counsellors'),
    delete: isAdmin,
  },
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'student',
          type: 'relationship',
          relationTo: 'students',
          required: true,
          index: true,
          access: STUDENT_FIELD_ACCESS,
        },
        {
          name: 'applications',
          type: 'relationship',
          relationTo: 'applications',
          hasMany: true,
          index: true,
          validate: sameStudentApplications,
          admin: { description: 'The applications that need it (every one, for the student’s own documents).' },
        },
      ],
    },
    ...checklistItemFields,
    { name: 'dueAt', type: 'date', label: 'Due', index: true, admin: DAY_ONLY },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'missing',
      index: true,
      options: DOCUMENT_STATUSES.map((value) => ({ value, label: DOCUMENT_STATUS_LABELS[value] })),
      access: RECORD_ACCESS,
      admin: { position: 'sidebar', readOnly: true },
    },
    {
      name: 'latestVersion',
      type: 'number',
      defaultValue: 0,
      access: RECORD_ACCESS,
      admin: { position: 'sidebar', readOnly: true },
    },
    {
      name: 'lastUploadAt',
      type: 'date',
      index: true,
      access: RECORD_ACCESS,
      admin: { position: 'sidebar', readOnly: true, date: { pickerAppearance: 'dayAndTime' } },
    },
    {
      name: 'rejectionReason',
      type: 'textarea',
      maxLength: REJECTION_REASON_MAX,
      access: RECORD_ACCESS,
      admin: { readOnly: true, condition: (data) => data?.status === 'rejected' },
    },
    {
      type: 'row',
      fields: [
        {
          name: 'validUntil',
          type: 'date',
          label: 'Valid until',
          admin: { ...DAY_ONLY, description: 'The approved document’s expiry, when it has one.' },
        },
        { name: 'issuedOn', type: 'date', label: 'Issued on', admin: DAY_ONLY },
      ],
    },
    {
      name: 'reviewedBy',
      type: 'relationship',
      relationTo: 'users',
      access: RECORD_ACCESS,
      admin: { position: 'sidebar', readOnly: true },
    },
    {
      name: 'reviewedAt',
      type: 'date',
      access: RECORD_ACCESS,
      admin: { position: 'sidebar', readOnly: true, date: { pickerAppearance: 'dayAndTime' } },
    },
    {
      name: 'fromChecklist',
      type: 'relationship',
      relationTo: 'checklist-templates',
      access: RECORD_ACCESS,
      admin: { position: 'sidebar', readOnly: true },
    },
  ],
}
