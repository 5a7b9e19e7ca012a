import type { MetadataRoute } from 'next'

import { ADMIN_PATH, CMS_API_PATH } from '@/config/cms-paths'
import { siteUrl } from '@/config/env.server'

export const dynamic = 'force-dynamic'

export default function robots(): MetadataRoute.Robots {
  return {
    rules: { userAgent: '*', allow: '/', disallow: [ADMIN_PATH, CMS_API_PATH, '/api/', '/thankyou', '/book/'] },
    sitemap: `${siteUrl()}/sitemap.xml`,
  }
}
