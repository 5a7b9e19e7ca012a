import type { CollectionConfig } from 'payload'

import { previewPath } from '@/config/item-paths'

import { publishedContentAccess } from '../../access/published-or-content-staff'
import { hiddenFromCounsellors } from '../../access/roles'
import { DAY_ONLY } from '../../fields/day-only'
import { seoField } from '../../fields/seo'
import { slugField, uniqueSlug } from '../../fields/slug'
import { CONTENT_TAGS, expireOnChange } from '../../hooks/expire-content'
import { redirectOldSlugs } from '../redirects/redirect-old-slugs'

export const News: CollectionConfig = {
  slug: 'news',
  labels: { singular: 'News item', plural: 'News' },
  admin: {
    hidden: hiddenFromCounsellors,
    useAsTitle: 'title',
    defaultColumns: ['title', 'date', '_status'],
    group: 'Content',
    // The Preview button: the item's page as staff see it, its latest saved draft included (docs/decisions/0120).
    preview: ({ slug }) => (typeof slug === 'string' && slug ? previewPath('news', slug) : null),
  },
  defaultSort: '-date',
  versions: { drafts: true, maxPerDoc: 20 },
  hooks: {
    beforeValidate: [uniqueSlug('news', 'news')],
    afterChange: [redirectOldSlugs('news'), ...expireOnChange(CONTENT_TAGS.news).afterChange],
    afterDelete: expireOnChange(CONTENT_TAGS.news).afterDelete,
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
    { name: 'image', type: 'upload', relationTo: 'media', required: true },
    {
      name: 'shortDescription',
      type: 'textarea',
      required: true,
      maxLength: 400,
      admin: { description: 'The short text shown on news cards.' },
    },
    { name: 'body', type: 'richText', required: true },
    seoField,
  ],
}
