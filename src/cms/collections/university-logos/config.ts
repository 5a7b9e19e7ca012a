import type { CollectionConfig } from 'payload'

import { anyone, hiddenFromCounsellors, isContentStaff } from '../../access/roles'
import { CONTENT_TAGS, expireOnChange } from '../../hooks/expire-content'

export const UniversityLogos: CollectionConfig = {
  slug: 'university-logos',
  hooks: expireOnChange(CONTENT_TAGS.universityLogos),
  labels: { singular: 'University logo', plural: 'University logos' },
  admin: {
    hidden: hiddenFromCounsellors,
    useAsTitle: 'name',
    defaultColumns: ['name', 'logo'],
    group: 'Content',
  },
  defaultSort: 'createdAt',
  access: { read: anyone, create: isContentStaff, update: isContentStaff, delete: isContentStaff },
  fields: [
    { name: 'name', type: 'text', required: true, maxLength: 120 },
    { name: 'logo', type: 'upload', relationTo: 'media', required: true },
  ],
}
