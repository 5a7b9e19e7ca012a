import { listBlogCategories } from '@/content/blog-categories.server'
import { listBlogs } from '@/content/blogs.server'

import { requestedCategory } from '../listing/list-query'
import { requestedListPage } from '../listing/requested-list-page.server'
import { ALL_CATEGORIES, BLOG_PAGE_SIZE } from './blog-strings'

type SearchParams = Record<string, string | string[] | undefined>

/**
 * The page of blogs a /blogs address names, read for the page and its metadata alike; `null` for an address naming
 * no page, which is the not-found page (docs/decisions/0096): a page or category that is not a whole number, a
 * category that does not exist, a page past the last. Page 1 of a category with no blogs exists and shows the
 * empty text.
 */
export async function blogListRequest(params: SearchParams) {
  const category = requestedCategory(params.category)
  if (category === null) return null
  const categories = await listBlogCategories()
  if (category !== ALL_CATEGORIES && !categories.some((known) => known.id === category)) return null
  const requested = await requestedListPage(params.page, (pageIndex) =>
    listBlogs(category, { pageIndex, pageSize: BLOG_PAGE_SIZE }),
  )
  return requested && { page: requested.page, category, categories, blogs: requested.list }
}
