import type { Field, FieldAccess } from 'payload'

import { isAdmin } from '../../access/roles'
import { DAY_ONLY } from '../../fields/day-only'

const adminOnly: FieldAccess = ({ req }) => isAdmin({ req })
const nobody: FieldAccess = () => false

const forCounsellors = ({ siblingData }: { siblingData?: { role?: string } }) => siblingData?.role === 'counsellor'

/**
 * A counsellor's place in the rotation that shares out new leads and bookings (docs/decisions/0127): whether they
 * take new leads, their share, and their leave. The rotation's own bookkeeping (`rotationPass`) is never edited.
 */
export const rotationFields: Field[] = [
  {
    type: 'collapsible',
    label: 'New leads',
    admin: { condition: (_data, siblingData) => forCounsellors({ siblingData }) },
    fields: [
      {
        name: 'takesNewLeads',
        type: 'checkbox',
        defaultValue: true,
        label: 'Takes new leads',
        access: { update: adminOnly },
        admin: { description: 'New enquiries, consultations and bookings are shared out among these counsellors.' },
      },
      {
        name: 'leadShare',
        type: 'number',
        defaultValue: 1,
        min: 1,
        max: 10,
        label: 'Share of new leads',
        access: { update: adminOnly },
        admin: { description: 'A counsellor with 2 gets twice as many new leads as one with 1.' },
      },
      {
        name: 'leave',
        type: 'array',
        labels: { singular: 'Leave', plural: 'Leave' },
        admin: { description: 'Days away (inclusive, in the office’s time zone): no new leads on these days.' },
        fields: [
          {
            type: 'row',
            fields: [
              { name: 'from', type: 'date', required: true, admin: { date: DAY_ONLY } },
              { name: 'until', type: 'date', required: true, admin: { date: DAY_ONLY } },
            ],
          },
        ],
      },
    ],
  },
  {
    name: 'rotationPass',
    type: 'number',
    defaultValue: 0,
    access: { create: nobody, update: nobody },
    admin: { hidden: true },
  },
]
