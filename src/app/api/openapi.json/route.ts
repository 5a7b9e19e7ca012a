import { siteUrl } from '@/config/env.server'
import { siteBrand } from '@/content/site-settings.server'
import { openApiDocument } from '@/contract/openapi'

export const dynamic = 'force-dynamic'

export async function GET() {
  const { name } = await siteBrand()
  return Response.json(openApiDocument(name, siteUrl()), { headers: { 'Cache-Control': 'public, max-age=300' } })
}
