import { brandName, type BrandName } from '@/cms/globals/site-settings/brand-name'
import { siteHost } from '@/config/env.server'
import { payloadClient } from '@/payload/payload.server'

import { CONTENT_TAGS, cachedRead } from './cache.server'
import { toPublicSettings, type PublicSettings } from './public-settings'

export const siteSettings = cachedRead(
  'site-settings',
  [CONTENT_TAGS.siteSettings],
  async (): Promise<PublicSettings> => {
    const payload = await payloadClient()
    const settings = await payload.findGlobal({ slug: 'site-settings', depth: 1, overrideAccess: false })
    return toPublicSettings(settings)
  },
)

/** The consultancy's names from the cached settings, or the site's host name before the settings are first saved. */
export const siteBrand = async (): Promise<BrandName> => brandName(await siteSettings(), siteHost())
