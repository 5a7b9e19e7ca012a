import { listNews } from '@/content/news.server'

import { requestedListPage } from '../listing/requested-list-page.server'
import { NEWS_PAGE_SIZE } from './news-strings'

type SearchParams = Record<string, string | string[] | undefined>

/** The page of news a /newsroom address names, read for the page and its metadata alike; `null` when it names none. */
export async function newsListRequest(params: SearchParams) {
  const requested = await requestedListPage(params.page, (pageIndex) =>
    listNews({ pageIndex, pageSize: NEWS_PAGE_SIZE }),
  )
  return requested && { page: requested.page, news: requested.list }
}
