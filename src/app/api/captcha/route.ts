import { issueChallenge } from '@/security/captcha.server'

import { jsonRoute } from '../_lib/json-route'
import { LIMITS } from '../_lib/rate-limits'

export const dynamic = 'force-dynamic'

/**
 * GET /api/captcha: a new challenge `{ data: { a, b, token, expiresAt } }` for the forms (docs/product.md §5:
 * the sum of two integers from 1 to 5). The token is signed and spent on its first use.
 */
export const { GET, OPTIONS } = jsonRoute({
  method: 'GET',
  name: 'captcha',
  rateLimit: LIMITS.captcha,
  handle: async () => ({ data: issueChallenge() }),
})
