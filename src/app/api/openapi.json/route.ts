import { siteUrl } from '@/config/env.server'
import { openApiDocument } from '@/contract/openapi'

export const dynamic = 'force-dynamic'

export function GET() {
  return Response.json(openApiDocument(siteUrl()), { headers: { 'Cache-Control': 'public, max-age=300' } })
}
