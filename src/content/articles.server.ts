import type { Where } from 'payload'
import { cache } from 'react'

import type { ContentTag } from '@/cms/hooks/expire-content'
import type { Blog, News } from '@/cms/payload-types'
import { payloadClient } from '@/payload/payload.server'

import { cachedRead } from './cache.server'
import { capPageSize, type Page, type PageRequest } from './paging'
import { and, PUBLISHED, type Seo, toSeo } from './published'
import { bodyHtml } from './rich-text-html.server'

// Blogs and news are the same kind of content: dated articles with a slug, a card's summary, a rich-text body and
// an SEO group, published through drafts. These are the reads they share; each kind's file passes in its
// collection, its summary and its cache tags. Their related lists are not the same rule (blogs put the same category
// first, news has none) and stay in each file.

/** The fields every article has that the shared reads use beyond its summary. */
type ArticleDoc = Pick<Blog | News, 'body' | 'seo' | 'updatedAt'>

export type ArticleDetail<Summary> = Summary & { html: string; seo: Seo; updatedAt: string }

export function articleReads<SummaryDoc, Summary>({
  collection,
  tags,
  detailTags,
  summaryFields,
  toSummary,
}: {
  collection: 'blogs' | 'news'
  /** What a list of the items and their slugs are expired by. */
  tags: ContentTag[]
  /** What an item's detail is expired by: its body's internal links name the other kind too (docs/decisions/0108). */
  detailTags: ContentTag[]
  /** The fields a summary is made of, read alone for lists. */
  summaryFields: Partial<Record<keyof SummaryDoc, true>>
  toSummary: (doc: SummaryDoc) => Summary
}) {
  // Payload types a read by its collection's name, which is either here: both kinds' documents carry these fields.
  const asArticles = (docs: unknown[]) => docs as (ArticleDoc & SummaryDoc)[]

  /** Published items, newest first, narrowed by `where`. */
  async function findSummaries(where: Where | undefined, { pageIndex, pageSize }: PageRequest): Promise<Page<Summary>> {
    const payload = await payloadClient()
    const result = await payload.find({
      collection,
      where: and(PUBLISHED, where),
      sort: ['-date', '-id'],
      page: pageIndex,
      limit: capPageSize(pageSize),
      depth: 1,
      select: summaryFields,
      overrideAccess: true,
    })
    return { items: asArticles(result.docs).map(toSummary), nextPageAvailable: result.hasNextPage }
  }

  async function findDetail(slug: string, latest: boolean): Promise<ArticleDetail<Summary> | null> {
    const payload = await payloadClient()
    const { docs } = await payload.find({
      collection,
      where: latest ? { slug: { equals: slug } } : and(PUBLISHED, { slug: { equals: slug } }),
      draft: latest,
      limit: 1,
      depth: 1,
      overrideAccess: true,
    })
    const item = asArticles(docs).at(0)
    return item
      ? { ...toSummary(item), html: bodyHtml(item.body), seo: toSeo(item.seo), updatedAt: item.updatedAt }
      : null
  }

  const detailBySlug = cachedRead(`${collection}:by-slug`, detailTags, (slug: string) => findDetail(slug, false))

  /** Every published item's slug and dates, for the sitemap and feeds. */
  const publishedSlugs = cachedRead(`${collection}:slugs`, tags, async () => {
    const payload = await payloadClient()
    const { docs } = await payload.find({
      collection,
      where: PUBLISHED,
      pagination: false,
      depth: 0,
      select: { slug: true, date: true, updatedAt: true },
      overrideAccess: true,
    })
    return docs.map((doc) => ({ slug: doc.slug ?? String(doc.id), date: doc.date, updatedAt: doc.updatedAt }))
  })

  return {
    findSummaries,
    publishedSlugs,

    /**
     * The published item at `slug`, or null. A slug that is not published is answered from the cached list of
     * slugs: a detail read per slug asked would keep a cache entry for every address a crawler tries.
     */
    bySlug: async (slug: string): Promise<ArticleDetail<Summary> | null> =>
      (await publishedSlugs()).some((item) => item.slug === slug) ? detailBySlug(slug) : null,

    /**
     * The latest saved version at `slug`, draft or published, read afresh: only for content staff's preview. Read
     * once per request, though the page and its metadata both ask.
     */
    latestBySlug: cache((slug: string) => findDetail(slug, true)),
  }
}
