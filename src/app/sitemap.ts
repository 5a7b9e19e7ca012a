import type { MetadataRoute } from 'next'

import { siteUrl } from '@/config/env.server'
import { HOME_PAGE_PATH } from '@/config/page-paths'
import { eventPath } from '@/config/event-paths'
import { publishedBlogSlugs } from '@/content/blogs.server'
import { publishedEventSlugs } from '@/content/events.server'
import { publishedNewsSlugs } from '@/content/news.server'
import { publishedPagePaths } from '@/content/pages.server'
import { blogPath } from '@/sections/blog/blog-strings'
import { newsPath } from '@/sections/news/news-strings'
import { STATIC_ROUTES } from '@/seo/static-routes'

export const dynamic = 'force-dynamic'

/**
 * Every public page: the CMS's published pages (the home page first), the routes of their own, then every published blog, news item and event (read
 * through the tagged cache).
 */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const base = siteUrl()
  const [pages, blogs, news, events] = await Promise.all([
    publishedPagePaths(),
    publishedBlogSlugs(),
    publishedNewsSlugs(),
    publishedEventSlugs(),
  ])
  return [
    // The home page first.
    ...[...pages]
      .sort((a, b) => Number(b.path === HOME_PAGE_PATH) - Number(a.path === HOME_PAGE_PATH))
      .map((page) => {
        const home = page.path === HOME_PAGE_PATH
        return {
          url: `${base}${home ? '' : page.path}`,
          lastModified: page.updatedAt,
          changeFrequency: home ? ('daily' as const) : ('weekly' as const),
          priority: home ? 1 : 0.7,
        }
      }),
    ...STATIC_ROUTES.map((path) => ({
      url: `${base}${path}`,
      changeFrequency: 'weekly' as const,
      priority: 0.7,
    })),
    ...blogs.map((blog) => ({
      url: `${base}${blogPath(blog.slug)}`,
      lastModified: blog.updatedAt,
      changeFrequency: 'monthly' as const,
      priority: 0.6,
    })),
    ...news.map((item) => ({
      url: `${base}${newsPath(item.slug)}`,
      lastModified: item.updatedAt,
      changeFrequency: 'monthly' as const,
      priority: 0.6,
    })),
    ...events.map((event) => ({
      url: `${base}${eventPath(event.slug)}`,
      lastModified: event.updatedAt,
      changeFrequency: 'weekly' as const,
      priority: 0.6,
    })),
  ]
}
