import type { CollectionConfig } from 'payload'

import { anyone, isContentStaff } from '../../access/roles'

export const UniversityLogos: CollectionConfig = {
  slug: 'university-logos',
  labels: { singular: 'University logo', plural: 'University logos' },
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'logo'], group: 'Content' },
  defaultSort: 'createdAt',
  access: { read: anyone, create: isContentStaff, update: isContentStaff, delete: isContentStaff },
  fields: [
    { name: 'name', type: 'text', required: true, maxLength: 120 },
    { name: 'logo', type: 'upload', relationTo: 'media', required: true },
  ],
}
