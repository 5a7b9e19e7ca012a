import { cache } from 'react'

import type { Blog, BlogCategory } from '@/cms/payload-types'
import { payloadClient } from '@/payload/payload.server'

import { CONTENT_TAGS, cachedRead } from './cache.server'
import { capPageSize, type Page, type PageRequest, slicePage } from './paging'
import { type Picture, toPicture } from './picture'
import { and, PUBLISHED, type Seo, toSeo } from './published'
import { bodyHtml } from './rich-text-html.server'

export type BlogSummary = {
  id: number
  slug: string
  title: string
  date: string
  description: string
  category: { id: number; name: string } | null
  image: Picture | null
}

export type BlogDetail = BlogSummary & { html: string; seo: Seo; updatedAt: string }

const TAGS = [CONTENT_TAGS.blogs, CONTENT_TAGS.blogCategories, CONTENT_TAGS.media]
// A body's internal links name news items too (docs/decisions/0108): a news change expires the detail read at once.
const DETAIL_TAGS = [...TAGS, CONTENT_TAGS.news]

const SUMMARY_FIELDS = { title: true, slug: true, date: true, description: true, category: true, image: true } as const

const toCategory = (category: Blog['category']) =>
  category && typeof category === 'object' ? { id: category.id, name: (category as BlogCategory).name } : null

function toSummary(
  blog: Pick<Blog, 'id' | 'slug' | 'title' | 'date' | 'description' | 'category' | 'image'>,
): BlogSummary {
  return {
    id: blog.id,
    slug: blog.slug ?? String(blog.id),
    title: blog.title,
    date: blog.date,
    description: blog.description,
    category: toCategory(blog.category),
    image: toPicture(blog.image),
  }
}

async function findSummaries(
  where: Parameters<typeof and>[0],
  { pageIndex, pageSize }: PageRequest,
): Promise<Page<BlogSummary>> {
  const payload = await payloadClient()
  const result = await payload.find({
    collection: 'blogs',
    where: and(PUBLISHED, where),
    sort: ['-date', '-id'],
    page: pageIndex,
    limit: capPageSize(pageSize),
    depth: 1,
    select: SUMMARY_FIELDS,
    overrideAccess: true,
  })
  return { items: result.docs.map(toSummary), nextPageAvailable: result.hasNextPage }
}

/** Published blogs, newest first; category 0 means every category. */
export const listBlogs = cachedRead(
  'blogs:list',
  TAGS,
  async (categoryId: number, page: PageRequest): Promise<Page<BlogSummary>> =>
    findSummaries(categoryId === 0 ? undefined : { category: { equals: categoryId } }, page),
)

export const trendingBlogs = cachedRead('blogs:trending', TAGS, async (page: PageRequest) =>
  findSummaries({ trending: { equals: true } }, page),
)

async function findDetail(slug: string, latest: boolean): Promise<BlogDetail | null> {
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'blogs',
    where: latest ? { slug: { equals: slug } } : and(PUBLISHED, { slug: { equals: slug } }),
    draft: latest,
    limit: 1,
    depth: 1,
    overrideAccess: true,
  })
  const blog = docs[0]
  return blog
    ? { ...toSummary(blog), html: bodyHtml(blog.body), seo: toSeo(blog.seo), updatedAt: blog.updatedAt }
    : null
}

const detailBySlug = cachedRead('blogs:by-slug', DETAIL_TAGS, (slug: string) => findDetail(slug, false))

/**
 * The latest saved version at `slug`, draft or published, read afresh: only for content staff's preview. Read once
 * per request, though the page and its metadata both ask.
 */
export const latestBlogBySlug = cache((slug: string) => findDetail(slug, true))

/** Other published blogs: the same category first, then the rest, newest first within each. */
export const relatedBlogs = cachedRead(
  'blogs:related',
  TAGS,
  async (blogId: number, page: PageRequest): Promise<Page<BlogSummary>> => {
    const payload = await payloadClient()
    const all = await payload.find({
      collection: 'blogs',
      where: PUBLISHED,
      sort: ['-date', '-id'],
      pagination: false,
      depth: 0,
      select: { category: true },
      overrideAccess: true,
    })
    const self = all.docs.find((doc) => doc.id === blogId)
    if (!self) return { items: [], nextPageAvailable: false }
    const others = all.docs.filter((doc) => doc.id !== blogId)
    const ordered = [
      ...others.filter((doc) => doc.category === self.category),
      ...others.filter((doc) => doc.category !== self.category),
    ]
    const { items, nextPageAvailable } = slicePage(ordered, page)
    if (!items.length) return { items: [], nextPageAvailable }
    const { docs } = await payload.find({
      collection: 'blogs',
      where: { id: { in: items.map((doc) => doc.id) } },
      pagination: false,
      depth: 1,
      select: SUMMARY_FIELDS,
      overrideAccess: true,
    })
    const byId = new Map(docs.map((doc) => [doc.id, toSummary(doc)]))
    return {
      items: items.map((doc) => byId.get(doc.id)).filter((item): item is BlogSummary => Boolean(item)),
      nextPageAvailable,
    }
  },
)

/** Every published blog's slug and date, for the sitemap and feeds. */
export const publishedBlogSlugs = cachedRead('blogs:slugs', TAGS, async () => {
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'blogs',
    where: PUBLISHED,
    pagination: false,
    depth: 0,
    select: { slug: true, date: true, updatedAt: true },
    overrideAccess: true,
  })
  return docs.map((doc) => ({ slug: doc.slug ?? String(doc.id), date: doc.date, updatedAt: doc.updatedAt }))
})

/**
 * The published blog at `slug`, or null. A slug that is not published is answered from the cached list of
 * slugs: a detail read per slug asked would keep a cache entry for every address a crawler tries.
 */
export async function blogBySlug(slug: string): Promise<BlogDetail | null> {
  return (await publishedBlogSlugs()).some((item) => item.slug === slug) ? detailBySlug(slug) : null
}
