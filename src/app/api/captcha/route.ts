import { errorAnswer, json, TOO_MANY_REQUESTS } from '../_lib/answers'
import { corsHeaders, preflight } from '../_lib/cors'
import { clientIp } from '@/security/client-ip.server'
import { issueChallenge } from '@/security/captcha.server'
import { consume } from '@/security/rate-limit.server'

export const dynamic = 'force-dynamic'

/**
 * GET /api/captcha: a new challenge `{ data: { a, b, token, expiresAt } }` for the forms (docs/product.md §5:
 * the sum of two integers from 1 to 5). The token is signed and spent on its first use.
 */
export async function GET(request: Request) {
  const cors = corsHeaders(request)
  const limit = await consume('captcha', clientIp(request))
  if (!limit.ok) {
    return errorAnswer(429, TOO_MANY_REQUESTS, undefined, {
      ...cors,
      'Retry-After': String(limit.retryAfterSeconds),
    })
  }
  return json({ data: issueChallenge() }, 200, cors)
}

export async function OPTIONS(request: Request) {
  return preflight(request, ['GET'])
}
