import type { News } from '@/cms/payload-types'
import { payloadClient } from '@/payload/payload.server'

import { type ArticleDetail, articleReads } from './articles.server'
import { CONTENT_TAGS, cachedRead } from './cache.server'
import { capPageSize, type Page, type PageRequest } from './paging'
import { type Picture, toPicture } from './picture'
import { and, PUBLISHED } from './published'

export type NewsSummary = {
  id: number
  slug: string
  title: string
  date: string
  shortDescription: string
  image: Picture | null
}

export type NewsDetail = ArticleDetail<NewsSummary>

const TAGS = [CONTENT_TAGS.news, CONTENT_TAGS.media]
// A body's internal links name blogs too (docs/decisions/0108): a blog change expires the detail read at once.
const DETAIL_TAGS = [...TAGS, CONTENT_TAGS.blogs]

const SUMMARY_FIELDS = { title: true, slug: true, date: true, shortDescription: true, image: true } as const

const toSummary = (item: Pick<News, 'id' | 'slug' | 'title' | 'date' | 'shortDescription' | 'image'>): NewsSummary => ({
  id: item.id,
  slug: item.slug ?? String(item.id),
  title: item.title,
  date: item.date,
  shortDescription: item.shortDescription,
  image: toPicture(item.image),
})

const news = articleReads({
  collection: 'news',
  tags: TAGS,
  detailTags: DETAIL_TAGS,
  summaryFields: SUMMARY_FIELDS,
  toSummary,
})

/** Published news, newest first. */
export const listNews = cachedRead('news:list', TAGS, async (page: PageRequest): Promise<Page<NewsSummary>> =>
  news.findSummaries(undefined, page),
)

/** The latest saved version at `slug`, draft or published, for content staff's preview. */
export const latestNewsBySlug = news.latestBySlug

/** Other published news, newest first, never the item itself; an unknown item has none. */
export const relatedNews = cachedRead(
  'news:related',
  TAGS,
  async (newsId: number, page: PageRequest): Promise<Page<NewsSummary>> => {
    const payload = await payloadClient()
    const exists = await payload.count({
      collection: 'news',
      where: and(PUBLISHED, { id: { equals: newsId } }),
      overrideAccess: true,
    })
    if (!exists.totalDocs) return { items: [], nextPageAvailable: false }
    const result = await payload.find({
      collection: 'news',
      where: and(PUBLISHED, { id: { not_equals: newsId } }),
      sort: ['-date', '-id'],
      page: page.pageIndex,
      limit: capPageSize(page.pageSize),
      depth: 1,
      select: SUMMARY_FIELDS,
      overrideAccess: true,
    })
    return { items: result.docs.map(toSummary), nextPageAvailable: result.hasNextPage }
  },
)

/** Every published news item's slug and date, for the sitemap and feeds. */
export const publishedNewsSlugs = news.publishedSlugs

/** The published news item at `slug`, or null. */
export const newsBySlug = news.bySlug
