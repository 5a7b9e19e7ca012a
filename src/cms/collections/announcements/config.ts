import type { CollectionConfig } from 'payload'

import { publishedContentAccess } from '../../access/published-or-content-staff'
import { hiddenFromCounsellors } from '../../access/roles'
import { DAY_ONLY } from '../../fields/day-only'
import { CONTENT_TAGS, expireOnChange } from '../../hooks/expire-content'
import { COMPLETE_DRAFTS } from '../complete-drafts'

export const Announcements: CollectionConfig = {
  slug: 'announcements',
  hooks: expireOnChange(CONTENT_TAGS.announcements),
  labels: { singular: 'Announcement', plural: 'Announcements' },
  admin: {
    hidden: hiddenFromCounsellors,
    useAsTitle: 'title',
    defaultColumns: ['title', 'date', '_status'],
    group: 'Content',
  },
  defaultSort: '-date',
  versions: COMPLETE_DRAFTS,
  access: publishedContentAccess,
  fields: [
    { name: 'title', type: 'text', required: true, maxLength: 200 },
    {
      name: 'date',
      type: 'date',
      required: true,
      index: true,
      defaultValue: () => new Date().toISOString(),
      admin: { date: DAY_ONLY },
    },
  ],
}
