import { siteUrl } from '@/config/env.server'
import { newsBySlug, latestNewsBySlug, relatedNews } from '@/content/news.server'
import { siteSettings } from '@/content/site-settings.server'
import { toNewsListItem } from '@/contract/to-spec-shape'
import { RelatedSection } from '@/sections/listing/related-section'
import { pictureSource } from '@/sections/listing/share-picture'
import { NewsArticle } from '@/sections/news/news-article'
import {
  NEWS_FEED_PATH,
  NEWS_PATH,
  NEWS_STRINGS,
  newsPath,
  RELATED_NEWS_CAROUSEL,
  RELATED_NEWS_PAGE,
} from '@/sections/news/news-strings'
import { article, breadcrumbList } from '@/seo/article-json-ld'
import { StaticJsonLd } from '@/seo/json-ld'
import { followRedirect } from '@/shell/follow-redirect.server'
import { NotFoundPage } from '@/shell/not-found-page'
import { PreviewBanner } from '@/shell/preview-banner'

import { articleAt, articleMetadata, type ArticlePageProps } from '../../_articles/article-page.server'

const findNews = (props: ArticlePageProps) => articleAt(props, { published: newsBySlug, latest: latestNewsBySlug })

export async function generateMetadata(props: ArticlePageProps) {
  return articleMetadata(await findNews(props), {
    titleSuffix: NEWS_STRINGS.titleSuffix,
    path: newsPath,
    feed: { title: NEWS_STRINGS.feedTitle, url: NEWS_FEED_PATH },
  })
}

export default async function NewsPage(props: ArticlePageProps) {
  const { item, preview } = await findNews(props)
  if (!item) {
    // An address the item had before its slug changed, or one staff redirected (docs/decisions/0117).
    await followRedirect(newsPath((await props.params).slug))
    return <NotFoundPage />
  }
  const [settings, related] = await Promise.all([siteSettings(), relatedNews(item.id, RELATED_NEWS_PAGE)])
  const base = siteUrl()
  return (
    <>
      {preview && <PreviewBanner publishedPath={newsPath(item.slug)} />}
      <NewsArticle item={item} />
      <RelatedSection
        id="related-news"
        title={NEWS_STRINGS.related}
        settings={RELATED_NEWS_CAROUSEL}
        items={related.items.map(toNewsListItem).map((news) => ({
          key: news.id,
          href: newsPath(news.slug),
          image: news.image,
          date: news.date,
          title: news.title,
          description: news.shortDescription,
        }))}
      />
      <StaticJsonLd
        data={article({
          type: 'NewsArticle',
          base,
          path: newsPath(item.slug),
          headline: item.title,
          description: item.seo.metaDescription || item.shortDescription,
          datePublished: item.date,
          dateModified: item.updatedAt,
          imagePath: item.image ? pictureSource(item.image, 'hero').url : null,
          keywords: item.seo.metaKeywords,
          publisher: { name: settings.name },
        })}
      />
      <StaticJsonLd
        data={breadcrumbList(base, [
          { name: 'Home', path: '/' },
          { name: NEWS_STRINGS.heading, path: NEWS_PATH },
          { name: item.title, path: newsPath(item.slug) },
        ])}
      />
    </>
  )
}
