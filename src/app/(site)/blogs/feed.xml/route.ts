import { siteUrl } from '@/config/env.server'
import { listBlogs } from '@/content/blogs.server'
import { pictureUrl } from '@/content/picture'
import { siteSettings } from '@/content/site-settings.server'
import { ALL_CATEGORIES, BLOG_FEED_PATH, BLOG_STRINGS, BLOGS_PATH, blogPath } from '@/sections/blog/blog-strings'
import { FEED_SIZE } from '@/sections/listing/feed-size'
import { imageType, rssResponse, rssXml } from '@/seo/rss'

export const dynamic = 'force-dynamic'

/** /blogs/feed.xml: the latest published blogs (read through the tagged cache, so an edit shows at once). */
export async function GET() {
  const base = siteUrl()
  const [settings, blogs] = await Promise.all([
    siteSettings(),
    listBlogs(ALL_CATEGORIES, { pageIndex: 1, pageSize: FEED_SIZE }),
  ])
  return rssResponse(
    rssXml({
      title: `${BLOG_STRINGS.feedTitle} | ${settings.name}`,
      description: BLOG_STRINGS.feedDescription,
      link: `${base}${BLOGS_PATH}`,
      selfLink: `${base}${BLOG_FEED_PATH}`,
      language: 'en-GB',
      items: blogs.items.map((blog) => {
        const image = blog.image ? `${base}${pictureUrl(blog.image, 'card')}` : null
        return {
          title: blog.title,
          link: `${base}${blogPath(blog.slug)}`,
          description: blog.description,
          date: blog.date,
          category: blog.category?.name,
          image: image ? { url: image, type: imageType(image) } : null,
        }
      }),
    }),
  )
}
