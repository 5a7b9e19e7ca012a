import { searchQuerySchema } from '@/schema/search-schema'
import { searchSite } from '@/search/search-index.server'

import { jsonRoute } from '../_lib/json-route'
import { LIMITS } from '../_lib/rate-limits'

export const dynamic = 'force-dynamic'

/**
 * GET /api/search?q=…&page=N: the published content that holds every word, ten a page, or the closest partial
 * matches with `exact: false` (docs/decisions/0137, 0165).
 */
export const { GET, OPTIONS } = jsonRoute({
  method: 'GET',
  name: 'search',
  rateLimit: LIMITS.read,
  query: searchQuerySchema,
  handle: async (query) => {
    const { results, nextPageAvailable, exact } = await searchSite(query.q, query.page)
    const data = results.map(({ type, title, url, excerpt, date }) => ({ type, title, url, excerpt, date }))
    return { data, nextPageAvailable, exact }
  },
})
