import type { CollectionConfig } from 'payload'

import { publishedContentAccess } from '../../access/published-or-content-staff'
import { hiddenFromCounsellors } from '../../access/roles'
import { displayOrderField } from '../../fields/display-order'
import { validateWebAddress } from '../../fields/web-address'
import { CONTENT_TAGS, expireOnChange } from '../../hooks/expire-content'
import { COMPLETE_DRAFTS } from '../complete-drafts'

export const TeamMembers: CollectionConfig = {
  slug: 'team-members',
  hooks: expireOnChange(CONTENT_TAGS.team),
  labels: { singular: 'Team member', plural: 'Team members' },
  admin: {
    hidden: hiddenFromCounsellors,
    useAsTitle: 'name',
    defaultColumns: ['name', 'designation', 'order', '_status'],
    group: 'Content',
  },
  defaultSort: 'order',
  versions: COMPLETE_DRAFTS,
  access: publishedContentAccess,
  fields: [
    { name: 'name', type: 'text', required: true, maxLength: 100 },
    { name: 'designation', type: 'text', required: true, maxLength: 120 },
    { name: 'image', type: 'upload', relationTo: 'media', required: true },
    {
      name: 'linkedUrl',
      label: 'LinkedIn URL',
      type: 'text',
      admin: { description: "Optional. 'Follow on' is shown only when this is set." },
      validate: validateWebAddress({ required: false }),
    },
    {
      name: 'qualifications',
      type: 'array',
      labels: { singular: 'Qualification', plural: 'Qualifications' },
      fields: [{ name: 'qualification', type: 'text', required: true, maxLength: 200 }],
    },
    displayOrderField('team-members', { position: 'sidebar' }),
  ],
}
