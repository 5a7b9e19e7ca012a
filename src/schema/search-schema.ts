import { z } from 'zod'

import { MAX_SEARCH_PAGE, SEARCH_QUERY_MAX_LENGTH, SEARCH_TEXT } from './search-text'

/** A search's query: the results page and GET /api/search read it with the same rules and messages. */
export const searchQuerySchema = z.object({
  q: z
    .string({ error: SEARCH_TEXT.emptyQuery })
    .trim()
    .min(1, { error: SEARCH_TEXT.emptyQuery })
    .max(SEARCH_QUERY_MAX_LENGTH, { error: SEARCH_TEXT.tooLong })
    .meta({ description: 'What to search for.', example: 'scholarships' }),
  page: z.coerce
    .number()
    .int()
    .min(1)
    .max(MAX_SEARCH_PAGE)
    .default(1)
    .meta({ description: 'The page of results, from 1; ten results a page.' }),
})
