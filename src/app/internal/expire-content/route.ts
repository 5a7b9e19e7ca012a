import { expireHere, isContentTag } from '@/cms/hooks/expire-content'
import { EXPIRY_TOKEN_HEADER, expiryTags, isExpiryToken } from '@/cms/hooks/expiry-loopback.server'

export const dynamic = 'force-dynamic'

/**
 * POST /internal/expire-content: this server asking itself, with its own token, to expire its caches for a change
 * made on another instance (docs/decisions/0138). Not an API: anyone else gets a 404.
 */
export async function POST(request: Request) {
  if (!isExpiryToken(request.headers.get(EXPIRY_TOKEN_HEADER))) return new Response(null, { status: 404 })
  const tags = expiryTags(await request.text())
  if (!tags) return new Response(null, { status: 400 })
  expireHere(tags.filter(isContentTag))
  return new Response(null, { status: 204, headers: { 'Cache-Control': 'no-store' } })
}
