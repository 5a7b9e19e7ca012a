import { fieldErrors } from '@/schema/form-schema'
import { searchQuerySchema } from '@/schema/search-schema'
import { searchSite } from '@/search/search-index.server'
import { clientIp } from '@/security/client-ip.server'
import { consume } from '@/security/rate-limit.server'

import { answerFailure, errorAnswer, json, tooMany } from '../_lib/answers'
import { corsHeaders, preflight } from '../_lib/cors'

export const dynamic = 'force-dynamic'

/**
 * GET /api/search?q=…&page=N: the published content that holds every word, ten a page, or the closest partial
 * matches with `exact: false` (docs/decisions/0137, 0165).
 */
export async function GET(request: Request) {
  const cors = corsHeaders(request)
  const limit = await consume('read', clientIp(request))
  if (!limit.ok) return tooMany(limit.retryAfterSeconds, cors)
  const query = searchQuerySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams))
  if (!query.success) return errorAnswer(400, 'The request is not valid.', fieldErrors(query.error), cors)
  try {
    const { results, nextPageAvailable, exact } = await searchSite(query.data.q, query.data.page)
    const data = results.map(({ type, title, url, excerpt, date }) => ({ type, title, url, excerpt, date }))
    return json({ data, nextPageAvailable, exact }, 200, cors)
  } catch (error) {
    return answerFailure(error, 'search', cors)
  }
}

export async function OPTIONS(request: Request) {
  return preflight(request, ['GET'])
}
