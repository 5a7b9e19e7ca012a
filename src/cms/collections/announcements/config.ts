import type { CollectionConfig } from 'payload'

import { publishedOrContentStaff } from '../../access/published-or-content-staff'
import { hiddenFromCounsellors, isContentStaff } from '../../access/roles'
import { DAY_ONLY } from '../../fields/day-only'
import { CONTENT_TAGS, expireOnChange } from '../../hooks/expire-content'

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
  // Saved as a draft until published, like blogs and news: the site shows only what is published. A draft is checked
  // as a published item is: SQLite keeps these tables' NOT NULL constraints (decision 0123).
  versions: { drafts: { validate: true }, maxPerDoc: 20 },
  access: { read: publishedOrContentStaff, create: isContentStaff, update: isContentStaff, delete: isContentStaff },
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
