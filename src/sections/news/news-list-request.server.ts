import { notFound } from 'next/navigation'

import { listNews } from '@/content/news.server'

import { requestedPage } from '../listing/list-query'
import { NEWS_PAGE_SIZE } from './news-strings'

type SearchParams = Record<string, string | string[] | undefined>

/**
 * The page of news a /newsroom address names, read for the page and its metadata alike. A `?page=` that is
 * not a whole number from 1, or one past the last page, is the not-found page (docs/decisions/0096).
 */
export async function newsListRequest(params: SearchParams) {
  const page = requestedPage(params.page)
  if (page === null) notFound()
  const news = await listNews({ pageIndex: page, pageSize: NEWS_PAGE_SIZE })
  if (page > 1 && !news.items.length) notFound()
  return { page, news }
}
