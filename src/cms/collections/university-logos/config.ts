import type { CollectionConfig } from 'payload'

import { publishedContentAccess } from '../../access/published-or-content-staff'
import { hiddenFromCounsellors } from '../../access/roles'
import { CONTENT_TAGS, expireOnChange } from '../../hooks/expire-content'
import { COMPLETE_DRAFTS } from '../complete-drafts'

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
  versions: COMPLETE_DRAFTS,
  access: publishedContentAccess,
  fields: [
    { name: 'name', type: 'text', required: true, maxLength: 120 },
    { name: 'logo', type: 'upload', relationTo: 'media', required: true },
  ],
}
