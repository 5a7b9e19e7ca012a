import type { Field } from 'payload'

import {
  DOCUMENT_SCOPES,
  DOCUMENT_SCOPE_LABELS,
  VALIDITY_RULES,
  VALIDITY_RULE_LABELS,
} from '@/schema/student-documents'

/** A validity rule: none, valid N months past the intake's start, or issued within the last N months. */
export const validityFields: Field[] = [
  {
    type: 'row',
    fields: [
      {
        name: 'validity',
        type: 'select',
        defaultValue: 'none',
        options: VALIDITY_RULES.map((value) => ({ value, label: VALIDITY_RULE_LABELS[value] })),
      },
      {
        name: 'validityMonths',
        type: 'number',
        label: 'Months (N)',
        min: 0,
        max: 120,
        admin: { condition: (_, sibling) => sibling?.validity && sibling.validity !== 'none' },
      },
    ],
  },
]

/** One document a checklist asks for: what it is, what is accepted, whose it is, when it is due. */
export const checklistItemFields: Field[] = [
  {
    type: 'row',
    fields: [
      { name: 'name', type: 'text', required: true, maxLength: 120 },
      {
        name: 'scope',
        type: 'select',
        required: true,
        defaultValue: 'application',
        label: 'Belongs to',
        options: DOCUMENT_SCOPES.map((value) => ({ value, label: DOCUMENT_SCOPE_LABELS[value] })),
      },
      { name: 'required', type: 'checkbox', defaultValue: true },
    ],
  },
  {
    name: 'help',
    type: 'textarea',
    maxLength: 500,
    admin: { description: 'What is accepted, in words the student understands.' },
  },
  {
    name: 'dueDaysBefore',
    type: 'number',
    label: "Due (days before the application's deadline)",
    min: 0,
    max: 365,
    defaultValue: 21,
  },
  ...validityFields,
]
