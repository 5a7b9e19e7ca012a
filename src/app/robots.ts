import type { MetadataRoute } from 'next'

import { siteUrl } from '@/config/env.server'

export const dynamic = 'force-dynamic'

export default function robots(): MetadataRoute.Robots {
  return {
    rules: { userAgent: '*', allow: '/', disallow: ['/admin', '/cms-api', '/api/', '/thankyou'] },
    sitemap: `${siteUrl()}/sitemap.xml`,
  }
}
