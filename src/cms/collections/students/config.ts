import type { CollectionConfig } from 'payload'

import { servedStudents } from '../../access/served-students'
import { isAdmin, isLeadStaff } from '../../access/roles'
import { DAY_ONLY } from '../../fields/day-only'
import { notesFields } from '../../fields/notes'
import { RECORD_ACCESS } from '../../fields/record-access'
import { destinationOptions } from '@/schema/destinations'
import { STUDY_LEVELS, STUDY_LEVEL_LABELS } from '@/schema/application-stages'
import { validateIntake } from '../applications/intake-field'
import { auditStudentChange, auditStudentDelete, auditStudentRead } from './audit'
import { deleteWhatHangsOnStudent } from './delete-what-hangs-on'
import { stampStudentNotes } from './stamp-student-notes'

export const TEST_NAMES = ['IELTS', 'TOEFL', 'PTE', 'Duolingo', 'SAT', 'ACT', 'GRE', 'GMAT', 'Other'] as const

/**
 * A student's file (docs/product.md §15): who they are, what they seek, the leads and bookings they came from, and the
 * counsellors responsible. Opened from a qualified lead; never two files for one email.
 */
export const Students: CollectionConfig = {
  slug: 'students',
  labels: { singular: 'Student', plural: 'Students' },
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'email', 'intake', 'counsellors', 'studyLevel'],
    group: 'Students',
    listSearchableFields: ['name', 'email', 'contactNumber'],
    hidden: ({ user }) => (user as { role?: string } | null)?.role === 'editor',
  },
  defaultSort: '-createdAt',
  hooks: {
    beforeChange: [stampStudentNotes],
    afterOperation: [auditStudentRead],
    afterChange: [auditStudentChange],
    beforeDelete: [deleteWhatHangsOnStudent],
    afterDelete: [auditStudentDelete],
  },
  access: {
    read: servedStudents('counsellors'),
    update: servedStudents('counsellors'),
    // Staff open a file from a lead, or by hand; the file's counsellors are then the only counsellors who see it.
    create: isLeadStaff,
    delete: isAdmin,
  },
  fields: [
    {
      // The student's applications, meetings, conversation and history at a glance, above the fields.
      name: 'overview',
      type: 'ui',
      admin: { components: { Field: '/admin/student-file/student-overview-field#StudentOverviewField' } },
    },
    { name: 'name', type: 'text', required: true, maxLength: 100 },
    {
      type: 'row',
      fields: [
        // Lower-cased on save: the portal signs a student in by this address, and it names one file only.
        {
          name: 'email',
          type: 'email',
          required: true,
          unique: true,
          index: true,
          hooks: { beforeValidate: [({ value }) => (typeof value === 'string' ? value.trim().toLowerCase() : value)] },
        },
        // In E.164, as the leads' numbers are (docs/decisions/0157).
        { name: 'contactNumber', type: 'text', maxLength: 16 },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'dateOfBirth', type: 'date', admin: { date: DAY_ONLY } },
        { name: 'nationality', type: 'text', maxLength: 60 },
        { name: 'city', type: 'text', maxLength: 80 },
      ],
    },
    {
      name: 'counsellors',
      type: 'relationship',
      relationTo: 'users',
      hasMany: true,
      required: true,
      index: true,
      filterOptions: { role: { in: ['counsellor', 'admin'] } },
      admin: { position: 'sidebar', description: 'Who looks after this student. Only they (and admins) see the file.' },
    },
    {
      type: 'row',
      fields: [
        {
          name: 'intake',
          type: 'text',
          index: true,
          validate: validateIntake,
          admin: { description: 'Year and month the course starts, such as 2027-09.' },
        },
        {
          name: 'studyLevel',
          type: 'select',
          options: STUDY_LEVELS.map((value) => ({ value, label: STUDY_LEVEL_LABELS[value] })),
        },
      ],
    },
    { name: 'destinations', type: 'select', hasMany: true, options: destinationOptions },
    {
      name: 'testScores',
      type: 'array',
      labels: { singular: 'Test score', plural: 'Test scores' },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'test', type: 'select', required: true, options: [...TEST_NAMES] },
            { name: 'score', type: 'text', required: true, maxLength: 20 },
            { name: 'takenOn', type: 'date', admin: { date: DAY_ONLY } },
          ],
        },
      ],
    },
    {
      name: 'leads',
      type: 'relationship',
      relationTo: ['enquiries', 'consultations'],
      hasMany: true,
      admin: { position: 'sidebar', description: 'The enquiries and consultation requests this file came from.' },
    },
    ...notesFields('file'),
    {
      name: 'applications',
      type: 'join',
      collection: 'applications',
      on: 'student',
      defaultSort: '-updatedAt',
      admin: { defaultColumns: ['university', 'programme', 'intake', 'stage'] },
    },
    {
      name: 'guardians',
      type: 'join',
      collection: 'guardians',
      on: 'student',
      admin: { defaultColumns: ['name', 'email', 'invitedAt', 'revokedAt'] },
    },
    {
      name: 'guardiansMayUpload',
      type: 'checkbox',
      label: 'Parents may upload documents',
      defaultValue: false,
      admin: { position: 'sidebar', description: 'The student allows it in the portal; parents otherwise only read.' },
    },
    {
      name: 'portalInvitedAt',
      type: 'date',
      label: 'Invited to the portal',
      access: RECORD_ACCESS,
      admin: { position: 'sidebar', readOnly: true, date: { pickerAppearance: 'dayAndTime' } },
    },
    {
      name: 'deletionRequestedAt',
      type: 'date',
      label: 'Deletion asked for',
      access: RECORD_ACCESS,
      admin: {
        position: 'sidebar',
        readOnly: true,
        date: { pickerAppearance: 'dayAndTime' },
        description: 'The student asked in the portal for their file to be deleted. An admin confirms by deleting it.',
      },
    },
  ],
}
