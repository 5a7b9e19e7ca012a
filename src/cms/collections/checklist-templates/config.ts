import type { CollectionConfig } from 'payload'

import { isAdmin, isLeadStaff } from '../../access/roles'
import { STUDY_LEVELS, STUDY_LEVEL_LABELS } from '@/schema/application-stages'
import { destinationOptions } from '@/schema/destinations'
import { checklistItemFields } from './checklist-item-fields'

/**
 * What an application to one country at one study level needs (docs/product.md §15, documents): adding an
 * application requests each item of its template from the student. Admins add templates; counsellors keep them.
 */
export const ChecklistTemplates: CollectionConfig = {
  slug: 'checklist-templates',
  labels: { singular: 'Document checklist', plural: 'Document checklists' },
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'destination', 'level'],
    group: 'Students',
    hidden: ({ user }) => (user as { role?: string } | null)?.role === 'editor',
  },
  defaultSort: 'name',
  indexes: [{ fields: ['destination', 'level'], unique: true }],
  access: { read: isLeadStaff, create: isAdmin, update: isLeadStaff, delete: isAdmin },
  fields: [
    {
      name: 'name',
      type: 'text',
      required: true,
      maxLength: 120,
      admin: { description: 'Such as "UK, undergraduate".' },
    },
    {
      type: 'row',
      fields: [
        { name: 'destination', type: 'select', required: true, index: true, options: destinationOptions },
        {
          name: 'level',
          type: 'select',
          required: true,
          options: STUDY_LEVELS.map((value) => ({ value, label: STUDY_LEVEL_LABELS[value] })),
        },
      ],
    },
    {
      name: 'items',
      type: 'array',
      labels: { singular: 'Document', plural: 'Documents' },
      minRows: 1,
      fields: checklistItemFields,
    },
  ],
}
