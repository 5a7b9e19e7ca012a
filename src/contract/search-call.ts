import { z } from 'zod'

import { searchQuerySchema } from '@/schema/search-schema'
import { SEARCH_API_PATH } from '@/schema/search-text'

// GET /api/search (docs/decisions/0137): our own call, beside the §7 calls.

export const searchAnswer = z
  .object({
    data: z.array(
      z.object({
        type: z.enum(['blog', 'news', 'page', 'faq', 'team']),
        title: z.string(),
        url: z.string().meta({ description: 'The result’s address on this site.' }),
        excerpt: z.string().meta({ description: 'Plain text around the first matched word.' }),
        date: z.string().nullable().meta({ description: 'ISO 8601, for blogs and news; null otherwise.' }),
      }),
    ),
    nextPageAvailable: z.boolean(),
    exact: z.boolean().meta({
      description:
        'true: every result holds every word of the query, best first. false: no result holds them all, and data ' +
        'holds the closest partial matches instead (at most five, on the first page only).',
    }),
  })
  .meta({ id: 'SearchResults' })

export const SEARCH_CALL = {
  path: SEARCH_API_PATH,
  query: searchQuerySchema.meta({ id: 'SearchQuery' }),
  answer: searchAnswer,
} as const
