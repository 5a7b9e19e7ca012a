import type { CollectionConfig } from 'payload'

import { previewPath } from '@/config/item-paths'

import { publishedContentAccess } from '../../access/published-or-content-staff'
import { hiddenFromCounsellors } from '../../access/roles'
import { DAY_ONLY } from '../../fields/day-only'
import { seoField } from '../../fields/seo'
import { slugField, uniqueSlug } from '../../fields/slug'
import { CONTENT_TAGS, expireOnChange } from '../../hooks/expire-content'
import { redirectOldSlugs } from '../redirects/redirect-old-slugs'

export const Blogs: CollectionConfig = {
  slug: 'blogs',
  labels: { singular: 'Blog', plural: 'Blogs' },
  admin: {
    hidden: hiddenFromCounsellors,
    useAsTitle: 'title',
    defaultColumns: ['title', 'category', 'date', 'trending', '_status'],
    group: 'Content',
    // The Preview button: the item's page as staff see it, its latest saved draft included (docs/decisions/0120).
    preview: ({ slug }) => (typeof slug === 'string' && slug ? previewPath('blogs', slug) : null),
  },
  defaultSort: '-date',
  versions: { drafts: true, maxPerDoc: 20 },
  hooks: {
    beforeValidate: [uniqueSlug('blogs', 'blog')],
    afterChange: [redirectOldSlugs('blogs'), ...expireOnChange(CONTENT_TAGS.blogs).afterChange],
    afterDelete: expireOnChange(CONTENT_TAGS.blogs).afterDelete,
  },
  access: publishedContentAccess,
  fields: [
    { name: 'title', type: 'text', required: true, maxLength: 200 },
    slugField,
    {
      name: 'date',
      type: 'date',
      required: true,
      index: true,
      defaultValue: () => new Date().toISOString(),
      admin: { position: 'sidebar', date: DAY_ONLY },
    },
    {
      name: 'category',
      type: 'relationship',
      relationTo: 'blog-categories',
      required: true,
      admin: { position: 'sidebar' },
    },
    {
      name: 'trending',
      type: 'checkbox',
      defaultValue: false,
      index: true,
      admin: { position: 'sidebar', description: 'Shown in the Trending blogs carousel on the home page.' },
    },
    { name: 'image', type: 'upload', relationTo: 'media', required: true },
    {
      name: 'description',
      type: 'textarea',
      required: true,
      maxLength: 400,
      admin: { description: 'The short text shown on blog cards.' },
    },
    { name: 'body', type: 'richText', required: true },
    seoField,
  ],
}
