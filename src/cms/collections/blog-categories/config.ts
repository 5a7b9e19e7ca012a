import type { CollectionConfig } from 'payload'

import { anyone, hiddenFromCounsellors, isContentStaff } from '../../access/roles'
import { displayOrderField } from '../../fields/display-order'
import { CONTENT_TAGS, expireOnChange } from '../../hooks/expire-content'
import { refuseDeleteWhileUsed } from '../../hooks/refuse-delete-while-used'

export const BlogCategories: CollectionConfig = {
  slug: 'blog-categories',
  hooks: {
    beforeDelete: [refuseDeleteWhileUsed('category', [{ collection: 'blogs', field: 'category' }])],
    ...expireOnChange(CONTENT_TAGS.blogCategories),
  },
  labels: { singular: 'Blog category', plural: 'Blog categories' },
  admin: {
    hidden: hiddenFromCounsellors,
    useAsTitle: 'name',
    defaultColumns: ['name', 'order'],
    group: 'Content',
  },
  defaultSort: 'order',
  access: { read: anyone, create: isContentStaff, update: isContentStaff, delete: isContentStaff },
  fields: [
    { name: 'name', type: 'text', required: true, unique: true, maxLength: 80 },
    displayOrderField('blog-categories', { description: 'Tabs are shown in ascending order.' }),
  ],
}
