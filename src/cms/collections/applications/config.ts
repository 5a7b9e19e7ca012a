import type { CollectionConfig } from 'payload'

import { STUDENT_FIELD_ACCESS, forServedStudent, servedStudents } from '../../access/served-students'
import { isAdmin } from '../../access/roles'
import { RECORD_ACCESS } from '../../fields/record-access'
import {
  APPLICATION_STAGES,
  COMMISSION_STATUSES,
  COMMISSION_STATUS_LABELS,
  DEADLINE_KINDS,
  DEADLINE_LABELS,
  STAGE_LABELS,
  STAGE_REASON_MAX,
  STUDY_LEVELS,
  STUDY_LEVEL_LABELS,
} from '@/schema/application-stages'
import { validateIntake } from './intake-field'
import { amountField, currencyField } from './money-fields'
import { nextOpenDeadline, recordStage, type Deadline } from './record-stage'

export const stageOptions = APPLICATION_STAGES.map((value) => ({ value, label: STAGE_LABELS[value] }))
const dayAndTime = { date: { pickerAppearance: 'dayAndTime' as const } }

/**
 * One application of a student to a university's programme (docs/product.md §15): its stage with every change kept, its
 * deadlines, the tuition fee, and what the consultancy earns from it.
 */
export const Applications: CollectionConfig = {
  slug: 'applications',
  labels: { singular: 'Application', plural: 'Applications' },
  admin: {
    useAsTitle: 'programme',
    defaultColumns: ['student', 'university', 'programme', 'intake', 'stage', 'stageChangedAt'],
    group: 'Students',
    hidden: ({ user }) => (user as { role?: string } | null)?.role === 'editor',
  },
  defaultSort: '-updatedAt',
  hooks: { beforeChange: [recordStage] },
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
        { name: 'university', type: 'relationship', relationTo: 'universities', required: true, index: true },
      ],
    },
    { name: 'programme', type: 'text', required: true, maxLength: 200 },
    {
      type: 'row',
      fields: [
        {
          name: 'level',
          type: 'select',
          options: STUDY_LEVELS.map((value) => ({ value, label: STUDY_LEVEL_LABELS[value] })),
        },
        {
          name: 'intake',
          type: 'text',
          required: true,
          index: true,
          validate: validateIntake,
          admin: { description: 'Year and month the course starts, such as 2027-09.' },
        },
      ],
    },
    {
      name: 'stage',
      type: 'select',
      required: true,
      defaultValue: 'shortlisted',
      index: true,
      options: stageOptions,
      admin: { position: 'sidebar' },
    },
    {
      // Not stored as such: the reason goes into the stage history with the change it explains.
      name: 'stageReason',
      type: 'textarea',
      label: 'Reason for the change',
      virtual: true,
      maxLength: STAGE_REASON_MAX,
      hooks: { afterRead: [() => ''] },
      admin: {
        position: 'sidebar',
        readOnly: false,
        description: 'Needed when the application moves back to an earlier stage; kept in its history.',
      },
    },
    {
      name: 'stageChangedAt',
      type: 'date',
      label: 'In this stage since',
      index: true,
      access: RECORD_ACCESS,
      admin: { position: 'sidebar', readOnly: true, ...dayAndTime },
    },
    {
      name: 'tuitionFee',
      type: 'group',
      label: 'Tuition fee (a year)',
      fields: [{ type: 'row', fields: [amountField('amount', 'Amount'), currencyField()] }],
    },
    {
      name: 'deadlines',
      type: 'array',
      labels: { singular: 'Deadline', plural: 'Deadlines' },
      admin: { description: 'The student and the counsellors are reminded 7 days and 1 day before each open one.' },
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'kind',
              type: 'select',
              required: true,
              options: DEADLINE_KINDS.map((value) => ({ value, label: DEADLINE_LABELS[value] })),
            },
            { name: 'dueAt', type: 'date', required: true, admin: dayAndTime },
            { name: 'met', type: 'checkbox', defaultValue: false },
          ],
        },
        { name: 'note', type: 'text', maxLength: 200 },
      ],
    },
    {
      name: 'nextDeadlineAt',
      type: 'date',
      label: 'Next deadline',
      virtual: true,
      hooks: {
        afterRead: [({ siblingData }) => nextOpenDeadline((siblingData.deadlines ?? []) as Deadline[], new Date())],
      },
      admin: { readOnly: true, position: 'sidebar', ...dayAndTime },
    },
    {
      name: 'commission',
      type: 'group',
      label: 'Commission from the university',
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'basis',
              type: 'select',
              defaultValue: 'percent',
              options: [
                { value: 'percent', label: 'A percentage of the tuition fee' },
                { value: 'amount', label: 'A fixed amount' },
              ],
            },
            {
              name: 'percent',
              type: 'number',
              min: 0,
              max: 100,
              admin: { step: 0.01, condition: (_, sibling) => sibling?.basis !== 'amount' },
            },
            {
              ...amountField('amount', 'Amount'),
              admin: { step: 1, condition: (_, sibling) => sibling?.basis === 'amount' },
            },
            { ...currencyField(), admin: { condition: (_, sibling) => sibling?.basis === 'amount' } },
          ],
        },
        {
          ...amountField('expectedAmount', 'Expected', 'Worked out on save from the fee and the rate, or the amount.'),
          access: RECORD_ACCESS,
          admin: { readOnly: true },
        },
        {
          type: 'row',
          fields: [
            {
              name: 'status',
              type: 'select',
              defaultValue: 'not-due',
              index: true,
              options: COMMISSION_STATUSES.map((value) => ({ value, label: COMMISSION_STATUS_LABELS[value] })),
            },
            { name: 'invoicedAt', type: 'date' },
            { name: 'receivedAt', type: 'date' },
            amountField('receivedAmount', 'Received'),
            { name: 'writtenOffAt', type: 'date' },
          ],
        },
      ],
    },
    {
      name: 'serviceFee',
      type: 'group',
      label: 'Service fee charged to the student',
      fields: [
        { type: 'row', fields: [amountField('amount', 'Amount'), currencyField(), { name: 'paidAt', type: 'date' }] },
      ],
    },
    {
      name: 'stageHistory',
      type: 'array',
      labels: { singular: 'Stage change', plural: 'Stage history' },
      access: RECORD_ACCESS,
      admin: { readOnly: true, description: 'Every stage change, with who made it, when and why.' },
      fields: [
        { name: 'stage', type: 'select', options: stageOptions },
        { name: 'from', type: 'select', options: stageOptions },
        { name: 'reason', type: 'text' },
        { name: 'by', type: 'relationship', relationTo: 'users' },
        { name: 'at', type: 'date', admin: dayAndTime },
      ],
    },
  ],
}
