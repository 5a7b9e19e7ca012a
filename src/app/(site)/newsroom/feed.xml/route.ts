import { siteUrl } from '@/config/env.server'
import { listNews } from '@/content/news.server'
import { pictureUrl } from '@/content/picture'
import { siteSettings } from '@/content/site-settings.server'
import { FEED_SIZE } from '@/sections/listing/feed-size'
import { NEWS_FEED_PATH, NEWS_PATH, NEWS_STRINGS, newsPath } from '@/sections/news/news-strings'
import { imageType, rssResponse, rssXml } from '@/seo/rss'

export const dynamic = 'force-dynamic'

/** /newsroom/feed.xml: the latest published news (read through the tagged cache, so an edit shows at once). */
export async function GET() {
  const base = siteUrl()
  const [settings, news] = await Promise.all([siteSettings(), listNews({ pageIndex: 1, pageSize: FEED_SIZE })])
  return rssResponse(
    rssXml({
      title: `${NEWS_STRINGS.feedTitle} | ${settings.name}`,
      description: NEWS_STRINGS.feedDescription,
      link: `${base}${NEWS_PATH}`,
      selfLink: `${base}${NEWS_FEED_PATH}`,
      language: 'en-GB',
      items: news.items.map((item) => {
        const image = item.image ? `${base}${pictureUrl(item.image, 'card')}` : null
        return {
          title: item.title,
          link: `${base}${newsPath(item.slug)}`,
          description: item.shortDescription,
          date: item.date,
          image: image ? { url: image, type: imageType(image) } : null,
        }
      }),
    }),
  )
}
