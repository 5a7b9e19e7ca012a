import type { CollectionConfig } from 'payload'

import { anyone, isContentStaff } from '../../access/roles'

export const Announcements: CollectionConfig = {
  slug: 'announcements',
  labels: { singular: 'Announcement', plural: 'Announcements' },
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'date'], group: 'Content' },
  defaultSort: '-date',
  access: { read: anyone, create: isContentStaff, update: isContentStaff, delete: isContentStaff },
  fields: [
    { name: 'title', type: 'text', required: true, maxLength: 200 },
    {
      name: 'date',
      type: 'date',
      required: true,
      index: true,
      defaultValue: () => new Date().toISOString(),
      admin: { date: { pickerAppearance: 'dayOnly' } },
    },
  ],
}
