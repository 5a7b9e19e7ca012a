import type { CollectionConfig, Field } from 'payload'

import { type ItemCollection, previewPath } from '@/config/item-paths'

import { publishedContentAccess } from '../access/published-or-content-staff'
import { hiddenFromCounsellors } from '../access/roles'
import { DAY_ONLY } from '../fields/day-only'
import { seoField } from '../fields/seo'
import { slugField, uniqueSlug } from '../fields/slug'
import { type ContentTag, expireOnChange } from '../hooks/expire-content'
import { redirectOldSlugs } from './redirects/redirect-old-slugs'

/**
 * Blogs and news are one kind of collection: dated articles at their own address, with a main image, a card's short
 * text, a body and an SEO group; drafted, previewed, redirected from their old slugs, and expiring the site's copies
 * when they change. What differs is passed in: the names, the admin's columns, the fields a blog has beyond a news
 * item (its category and the trending flag), and the card text's field. The fields keep their order, which is the
 * admin's form and the database's.
 */
export function articleCollection({
  slug,
  labels,
  defaultColumns,
  slugFallback,
  tag,
  afterDate = [],
  cardText,
}: {
  slug: ItemCollection
  labels: { singular: string; plural: string }
  defaultColumns: string[]
  /** The slug of a title with nothing to keep. */
  slugFallback: string
  /** The content the site reads from this collection, expired on every change. */
  tag: ContentTag
  /** Fields of this kind alone, placed after the date. */
  afterDate?: Field[]
  /** The short text on the item's card: its field's name and the admin's word for the card. */
  cardText: { name: string; cards: string }
}): CollectionConfig {
  const expire = expireOnChange(tag)
  return {
    slug,
    labels,
    admin: {
      hidden: hiddenFromCounsellors,
      useAsTitle: 'title',
      defaultColumns,
      group: 'Content',
      // The Preview button: the item's page as staff see it, its latest saved draft included (docs/decisions/0120).
      preview: ({ slug: itemSlug }) => (typeof itemSlug === 'string' && itemSlug ? previewPath(slug, itemSlug) : null),
    },
    defaultSort: '-date',
    versions: { drafts: true, maxPerDoc: 20 },
    hooks: {
      beforeValidate: [uniqueSlug(slug, slugFallback)],
      afterChange: [redirectOldSlugs(slug), ...expire.afterChange],
      afterDelete: expire.afterDelete,
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
      ...afterDate,
      { name: 'image', type: 'upload', relationTo: 'media', required: true },
      {
        name: cardText.name,
        type: 'textarea',
        required: true,
        maxLength: 400,
        admin: { description: `The short text shown on ${cardText.cards} cards.` },
      },
      { name: 'body', type: 'richText', required: true },
      seoField,
    ],
  }
}
