import type { MetadataRoute } from 'next'

import { siteUrl } from '@/config/env.server'
import { STATIC_ROUTES } from '@/seo/static-routes'

export const dynamic = 'force-dynamic'

export default function sitemap(): MetadataRoute.Sitemap {
  const base = siteUrl()
  return STATIC_ROUTES.map((path) => ({
    url: `${base}${path === '/' ? '' : path}`,
    changeFrequency: path === '/' ? 'daily' : 'weekly',
    priority: path === '/' ? 1 : 0.7,
  }))
}
