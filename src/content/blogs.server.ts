import type { Blog, BlogCategory } from '@/cms/payload-types'
import { payloadClient } from '@/payload/payload.server'

import { type ArticleDetail, articleReads } from './articles.server'
import { CONTENT_TAGS, cachedRead } from './cache.server'
import { type Page, type PageRequest, slicePage } from './paging'
import { type Picture, toPicture } from './picture'
import { PUBLISHED } from './published'

export type BlogSummary = {
  id: number
  slug: string
  title: string
  date: string
  description: string
  category: { id: number; name: string } | null
  image: Picture | null
}

export type BlogDetail = ArticleDetail<BlogSummary>

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

const blogs = articleReads({
  collection: 'blogs',
  tags: TAGS,
  detailTags: DETAIL_TAGS,
  summaryFields: SUMMARY_FIELDS,
  toSummary,
})

/** Published blogs, newest first; category 0 means every category. */
export const listBlogs = cachedRead(
  'blogs:list',
  TAGS,
  async (categoryId: number, page: PageRequest): Promise<Page<BlogSummary>> =>
    blogs.findSummaries(categoryId === 0 ? undefined : { category: { equals: categoryId } }, page),
)

export const trendingBlogs = cachedRead('blogs:trending', TAGS, async (page: PageRequest) =>
  blogs.findSummaries({ trending: { equals: true } }, page),
)

/** The latest saved version at `slug`, draft or published, for content staff's preview. */
export const latestBlogBySlug = blogs.latestBySlug

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
export const publishedBlogSlugs = blogs.publishedSlugs

/** The published blog at `slug`, or null. */
export const blogBySlug = blogs.bySlug
