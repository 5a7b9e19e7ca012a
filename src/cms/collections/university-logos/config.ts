import type { CollectionConfig } from 'payload'

import { publishedOrContentStaff } from '../../access/published-or-content-staff'
import { hiddenFromCounsellors, isContentStaff } from '../../access/roles'
import { CONTENT_TAGS, expireOnChange } from '../../hooks/expire-content'

export const UniversityLogos: CollectionConfig = {
  slug: 'university-logos',
  hooks: expireOnChange(CONTENT_TAGS.universityLogos),
  labels: { singular: 'University logo', plural: 'University logos' },
  admin: {
    hidden: hiddenFromCounsellors,
    useAsTitle: 'name',
    defaultColumns: ['name', 'logo', '_status'],
    group: 'Content',
  },
  defaultSort: 'createdAt',
  // Saved as a draft until published, like blogs and news: the site shows only what is published. A draft is checked
  // as a published item is: SQLite keeps these tables' NOT NULL constraints (decision 0123).
  versions: { drafts: { validate: true }, maxPerDoc: 20 },
  access: { read: publishedOrContentStaff, create: isContentStaff, update: isContentStaff, delete: isContentStaff },
  fields: [
    { name: 'name', type: 'text', required: true, maxLength: 120 },
    { name: 'logo', type: 'upload', relationTo: 'media', required: true },
  ],
}
