import { notFound } from 'next/navigation'

import { listBlogCategories } from '@/content/blog-categories.server'
import { listBlogs } from '@/content/blogs.server'

import { requestedCategory, requestedPage } from '../listing/list-query'
import { ALL_CATEGORIES, BLOG_PAGE_SIZE } from './blog-strings'

type SearchParams = Record<string, string | string[] | undefined>

/**
 * The page of blogs a /blogs address names, read for the page and its metadata alike. An address naming no
 * page is the not-found page (docs/decisions/0096): a page or category that is not a whole number, a category
 * that does not exist, a page past the last. Page 1 of a category with no blogs exists and shows the empty text.
 */
export async function blogListRequest(params: SearchParams) {
  const page = requestedPage(params.page)
  const category = requestedCategory(params.category)
  if (page === null || category === null) notFound()
  const categories = await listBlogCategories()
  if (category !== ALL_CATEGORIES && !categories.some((known) => known.id === category)) notFound()
  const blogs = await listBlogs(category, { pageIndex: page, pageSize: BLOG_PAGE_SIZE })
  if (page > 1 && !blogs.items.length) notFound()
  return { page, category, categories, blogs }
}
