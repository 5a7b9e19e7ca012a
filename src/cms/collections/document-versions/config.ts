import type { CollectionConfig } from 'payload'

import { servedStudents } from '../../access/served-students'
import { isAdmin, nobody } from '../../access/roles'
import { RECORD_ACCESS } from '../../fields/record-access'
import { VERSION_STATUSES, VERSION_STATUS_LABELS } from '@/schema/student-documents'
import { eraseVersionFiles } from './erase-version-files'

const readOnly = { access: RECORD_ACCESS, admin: { readOnly: true } }

/**
 * One upload of a requested document: its pages (files kept encrypted in the private store, never at a public address;
 * decision 0189), who sent it, and its review. Written only by the documents' services; never changed by hand.
 */
export const DocumentVersions: CollectionConfig = {
  slug: 'document-versions',
  labels: { singular: 'Document upload', plural: 'Document uploads' },
  admin: {
    useAsTitle: 'fileNames',
    defaultColumns: ['request', 'student', 'version', 'status', 'createdAt'],
    group: 'Students',
    hidden: ({ user }) => (user as { role?: string } | null)?.role !== 'admin',
  },
  defaultSort: '-createdAt',
  // Two uploads of one document at once cannot both become its next version.
  indexes: [{ fields: ['request', 'version'], unique: true }],
  hooks: { afterDelete: [eraseVersionFiles] },
  access: { read: servedStudents('student.counsellors'), create: nobody, update: nobody, delete: isAdmin },
  fields: [
    {
      name: 'request',
      type: 'relationship',
      relationTo: 'requested-documents',
      required: true,
      index: true,
      ...readOnly,
    },
    { name: 'student', type: 'relationship', relationTo: 'students', required: true, index: true, ...readOnly },
    { name: 'version', type: 'number', required: true, ...readOnly },
    { name: 'fileNames', type: 'text', ...readOnly },
    {
      name: 'pages',
      type: 'array',
      ...readOnly,
      fields: [
        { name: 'file', type: 'text', required: true },
        { name: 'keyId', type: 'text', required: true },
        { name: 'contentType', type: 'text', required: true },
        { name: 'fileName', type: 'text', required: true },
        { name: 'bytes', type: 'number', required: true },
      ],
    },
    {
      name: 'uploadedBy',
      type: 'select',
      required: true,
      options: ['student', 'guardian', 'staff'],
      ...readOnly,
    },
    { name: 'guardian', type: 'relationship', relationTo: 'guardians', ...readOnly },
    { name: 'staffAuthor', type: 'relationship', relationTo: 'users', ...readOnly },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'to-review',
      index: true,
      options: VERSION_STATUSES.map((value) => ({ value, label: VERSION_STATUS_LABELS[value] })),
      ...readOnly,
    },
    { name: 'reason', type: 'textarea', ...readOnly },
    { name: 'reviewedBy', type: 'relationship', relationTo: 'users', ...readOnly },
    { name: 'reviewedAt', type: 'date', ...readOnly },
  ],
}
