import { API_PATHS } from '../../src/contract/api-paths'
import { BOOKING_PATHS } from '../../src/contract/booking-calls'
import { SEARCH_API_PATH } from '../../src/schema/search-text'
import { VITALS_API_PATH } from '../../src/schema/web-vitals'
import { ALL_CATEGORIES, BLOG_PAGE_SIZE, BLOGS_PATH, RELATED_BLOGS_PAGE } from '../../src/sections/blog/blog-strings'
import { NEWS_PAGE_SIZE, RELATED_NEWS_PAGE } from '../../src/sections/news/news-strings'
import { ALL_ITEMS, TESTIMONIALS_PAGE_SIZE } from '../../src/sections/shared/list-requests'
import { firstListedItem } from '../lib/first-listed-item'

export const jsonHeader = { 'content-type': 'application/json' }

/** A page is asked for as a browser or a crawler asks for it (the page cache answers documents only). */
const documentHeader = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' }

/** One request the bench repeats: a page or a §7 call, with the body the site itself sends. */
export type Target = {
  name: string
  method: 'GET' | 'POST'
  path: string
  body?: unknown
}

const page = (path: string, name = path): Target => ({ name, method: 'GET', path })

const call = (path: string, body?: unknown): Target => ({
  name: path.replace(/^\/api\//, ''),
  method: body === undefined ? 'GET' : 'POST',
  path,
  body,
})

const BLOGS_PAGE = { categoryId: ALL_CATEGORIES, pageIndex: 1, pageSize: BLOG_PAGE_SIZE }
const NEWS_PAGE = { pageIndex: 1, pageSize: NEWS_PAGE_SIZE }

/**
 * The pages and the §7 list calls, in the spec's order, with the bodies the site sends. A blog and a news item
 * are taken from the lists, so the detail page and the related lists name real content.
 */
export async function readTargets(base: string): Promise<Target[]> {
  const [blog, news] = await Promise.all([
    firstListedItem(base, API_PATHS.blogsByCategory, BLOGS_PAGE),
    firstListedItem(base, API_PATHS.newsList, NEWS_PAGE),
  ])
  return [
    page('/'),
    page(BLOGS_PATH),
    page(`${BLOGS_PATH}/${blog.slug}`, `${BLOGS_PATH}/{slug}`),
    call(API_PATHS.announcements, ALL_ITEMS),
    call(API_PATHS.universityLogos, ALL_ITEMS),
    call(API_PATHS.successStories, ALL_ITEMS),
    call(API_PATHS.testimonials, { pageIndex: 1, pageSize: TESTIMONIALS_PAGE_SIZE }),
    call(API_PATHS.trendingBlogs, ALL_ITEMS),
    call(API_PATHS.blogsByCategory, BLOGS_PAGE),
    call(API_PATHS.blogCategories),
    call(API_PATHS.relatedBlogs, { blogId: blog.id, ...RELATED_BLOGS_PAGE }),
    call(API_PATHS.teamMembers, ALL_ITEMS),
    call(API_PATHS.newsList, NEWS_PAGE),
    call(API_PATHS.relatedNews, { newsId: news.id, ...RELATED_NEWS_PAGE }),
    // A week of free times from tomorrow: the booking page's own read (decision 0129).
    {
      name: 'bookings/slots?from={tomorrow}&days=7',
      method: 'GET',
      path: `${BOOKING_PATHS.slots}?from=${new Date(Date.now() + 86_400_000).toISOString().slice(0, 10)}&days=7`,
    },
    // The site search, as the header's suggestions ask it (decision 0137).
    { name: 'search?q=scholarships', method: 'GET', path: `${SEARCH_API_PATH}?q=scholarships` },
    // A page view's Web Vitals beacon (decision 0183): counted in memory, written every few seconds.
    {
      name: 'vitals (a beacon)',
      method: 'POST',
      path: VITALS_API_PATH,
      body: {
        template: 'blog',
        device: 'phone',
        connection: '4g',
        metrics: [
          { name: 'LCP', value: 2140 },
          { name: 'CLS', value: 0.02 },
          { name: 'FCP', value: 1210 },
          { name: 'TTFB', value: 320 },
        ],
      },
    },
  ]
}

/** The request headers a target is sent with: JSON for a call with a body, HTML for a page. */
export function headersFor(target: Target): Record<string, string> {
  if (target.body !== undefined) return jsonHeader
  return target.path.startsWith('/api/') ? {} : documentHeader
}

/** The answer a target gets: the exact bytes and content type the static reference serves in its place. */
export type Answer = { body: Buffer; contentType: string }

export async function readAnswer(base: string, target: Target): Promise<Answer> {
  const response = await fetch(`${base}${target.path}`, {
    method: target.method,
    // Uncompressed, as the load generator asks for it.
    headers: { 'accept-encoding': 'identity', ...headersFor(target) },
    body: target.body === undefined ? undefined : JSON.stringify(target.body),
  })
  if (response.status !== 200) throw new Error(`${target.path} answered ${response.status}`)
  return {
    body: Buffer.from(await response.arrayBuffer()),
    contentType: response.headers.get('content-type') ?? 'application/octet-stream',
  }
}
