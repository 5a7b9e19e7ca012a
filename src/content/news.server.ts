import { cache } from 'react'

import type { News } from '@/cms/payload-types'
import { payloadClient } from '@/payload/payload.server'

import { CONTENT_TAGS, cachedRead } from './cache.server'
import { capPageSize, type Page, type PageRequest } from './paging'
import { type Picture, toPicture } from './picture'
import { and, PUBLISHED, type Seo, toSeo } from './published'
import { bodyHtml } from './rich-text-html.server'

export type NewsSummary = {
  id: number
  slug: string
  title: string
  date: string
  shortDescription: string
  image: Picture | null
}

export type NewsDetail = NewsSummary & { html: string; seo: Seo; updatedAt: string }

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

/** Published news, newest first. */
export const listNews = cachedRead(
  'news:list',
  TAGS,
  async ({ pageIndex, pageSize }: PageRequest): Promise<Page<NewsSummary>> => {
    const payload = await payloadClient()
    const result = await payload.find({
      collection: 'news',
      where: PUBLISHED,
      sort: ['-date', '-id'],
      page: pageIndex,
      limit: capPageSize(pageSize),
      depth: 1,
      select: SUMMARY_FIELDS,
      overrideAccess: true,
    })
    return { items: result.docs.map(toSummary), nextPageAvailable: result.hasNextPage }
  },
)

async function findDetail(slug: string, latest: boolean): Promise<NewsDetail | null> {
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'news',
    where: latest ? { slug: { equals: slug } } : and(PUBLISHED, { slug: { equals: slug } }),
    draft: latest,
    limit: 1,
    depth: 1,
    overrideAccess: true,
  })
  const item = docs[0]
  return item
    ? { ...toSummary(item), html: bodyHtml(item.body), seo: toSeo(item.seo), updatedAt: item.updatedAt }
    : null
}

const detailBySlug = cachedRead('news:by-slug', DETAIL_TAGS, (slug: string) => findDetail(slug, false))

/**
 * The latest saved version at `slug`, draft or published, read afresh: only for content staff's preview. Read once
 * per request, though the page and its metadata both ask.
 */
export const latestNewsBySlug = cache((slug: string) => findDetail(slug, true))

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

export const publishedNewsSlugs = cachedRead('news:slugs', TAGS, async () => {
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'news',
    where: PUBLISHED,
    pagination: false,
    depth: 0,
    select: { slug: true, date: true, updatedAt: true },
    overrideAccess: true,
  })
  return docs.map((doc) => ({ slug: doc.slug ?? String(doc.id), date: doc.date, updatedAt: doc.updatedAt }))
})

/**
 * The published news item at `slug`, or null. A slug that is not published is answered from the cached list of
 * slugs: a detail read per slug asked would keep a cache entry for every address a crawler tries.
 */
export async function newsBySlug(slug: string): Promise<NewsDetail | null> {
  return (await publishedNewsSlugs()).some((item) => item.slug === slug) ? detailBySlug(slug) : null
}
