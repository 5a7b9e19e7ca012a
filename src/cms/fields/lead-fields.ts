import type { Field } from 'payload'

export const LEAD_STATUSES = ['new', 'contacted', 'qualified', 'enrolled', 'closed', 'spam'] as const

/** Fields every lead carries for staff to work it. */
export const leadWorkflowFields: Field[] = [
  {
    name: 'status',
    type: 'select',
    required: true,
    defaultValue: 'new',
    index: true,
    options: LEAD_STATUSES.map((status) => ({ label: status[0]!.toUpperCase() + status.slice(1), value: status })),
    admin: { position: 'sidebar' },
  },
  {
    name: 'assignee',
    type: 'relationship',
    relationTo: 'users',
    index: true,
    admin: { position: 'sidebar', description: 'The counsellor following up this lead.' },
  },
]

/** Where a lead came from, recorded when it is stored. */
export const attributionField: Field = {
  name: 'attribution',
  type: 'group',
  admin: { readOnly: true },
  fields: [
    { name: 'pagePath', type: 'text' },
    { name: 'referrer', type: 'text' },
    {
      name: 'utm',
      type: 'group',
      label: 'UTM parameters',
      fields: ['source', 'medium', 'campaign', 'term', 'content'].map((name) => ({ name, type: 'text' as const })),
    },
    { name: 'userAgent', type: 'text' },
  ],
}
