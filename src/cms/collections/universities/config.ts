import type { CollectionConfig } from 'payload'

import { isAdmin, isLeadStaff, isStaff } from '../../access/roles'
import { validateWebAddress } from '../../fields/web-address'
import { destinationOptions } from '@/schema/destinations'

/** The universities students apply to: the applications name one each (docs/product.md §15). */
export const Universities: CollectionConfig = {
  slug: 'universities',
  labels: { singular: 'University', plural: 'Universities' },
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'country', 'city'],
    group: 'Students',
    listSearchableFields: ['name', 'city'],
    hidden: ({ user }) => (user as { role?: string } | null)?.role === 'editor',
  },
  defaultSort: 'name',
  access: { read: isStaff, create: isLeadStaff, update: isLeadStaff, delete: isAdmin },
  fields: [
    { name: 'name', type: 'text', required: true, unique: true, maxLength: 160 },
    {
      type: 'row',
      fields: [
        { name: 'country', type: 'select', required: true, index: true, options: destinationOptions },
        { name: 'city', type: 'text', maxLength: 100 },
      ],
    },
    { name: 'website', type: 'text', maxLength: 300, validate: validateWebAddress({ required: false }) },
    { name: 'logo', type: 'upload', relationTo: 'media' },
  ],
}
