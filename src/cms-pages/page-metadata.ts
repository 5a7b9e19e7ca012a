import type { Page } from '@/cms/payload-types'
import { HOME_PAGE_PATH } from '@/config/page-paths'
import { siteSettings } from '@/content/site-settings.server'
import { pageMetadata } from '@/seo/page-metadata'
import { fromCmsPage } from '@/service-pages/from-cms-page'
import { servicePageMetadata } from '@/service-pages/service-page-metadata'

/**
 * A CMS page's title, description, canonical URL and sharing cards. The home page's title is the consultancy's name
 * and tagline from site settings, unless its SEO fields give one.
 */
export async function cmsPageMetadata(page: Page) {
  if (page.path !== HOME_PAGE_PATH) return servicePageMetadata(fromCmsPage(page))
  const settings = await siteSettings()
  return pageMetadata({
    title: page.seo?.metaTitle || `${settings.name} | ${settings.tagline}`,
    exactTitle: true,
    description: page.seo?.metaDescription ?? '',
    path: HOME_PAGE_PATH,
  })
}
