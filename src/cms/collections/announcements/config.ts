import type { CollectionConfig } from 'payload'

import { anyone, hiddenFromCounsellors, isContentStaff } from '../../access/roles'
import { DAY_ONLY } from '../../fields/day-only'
import { CONTENT_TAGS, expireOnChange } from '../../hooks/expire-content'

export const Announcements: CollectionConfig = {
  slug: 'announcements',
  hooks: expireOnChange(CONTENT_TAGS.announcements),
  labels: { singular: 'Announcement', plural: 'Announcements' },
  admin: {
    hidden: hiddenFromCounsellors,
    useAsTitle: 'title',
    defaultColumns: ['title', 'date'],
    group: 'Content',
  },
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
      admin: { date: DAY_ONLY },
    },
  ],
}
