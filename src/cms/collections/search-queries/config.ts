import type { CollectionConfig } from 'payload'

import { SEARCH_QUERY_MAX_LENGTH } from '@/schema/search-text'

import { hiddenFromCounsellors, isContentStaff, nobody } from '../../access/roles'

/**
 * What visitors searched for, counted per query and day (docs/decisions/0137): the query as typed (normalised), how
 * many searches, and how many results the last one found. Nothing that identifies a visitor is kept. The site writes
 * them; content staff read them on the dashboard.
 */
export const SearchQueries: CollectionConfig = {
  slug: 'search-queries',
  labels: { singular: 'Search query', plural: 'Search queries' },
  admin: {
    hidden: hiddenFromCounsellors,
    useAsTitle: 'query',
    defaultColumns: ['query', 'day', 'count', 'found'],
    group: 'Content',
    description:
      'What visitors searched for, per day. The dashboard shows the top queries and those that found nothing.',
  },
  defaultSort: '-day',
  access: { read: isContentStaff, create: nobody, update: nobody, delete: isContentStaff },
  indexes: [{ fields: ['query', 'day'], unique: true }],
  fields: [
    { name: 'query', type: 'text', required: true, maxLength: SEARCH_QUERY_MAX_LENGTH, index: true },
    { name: 'day', type: 'text', required: true, maxLength: 10, index: true, admin: { description: 'YYYY-MM-DD' } },
    { name: 'count', type: 'number', required: true, min: 1, defaultValue: 1 },
    { name: 'found', label: 'Results', type: 'number', required: true, min: 0 },
  ],
}
