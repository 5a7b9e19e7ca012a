import { relatedNews } from '@/content/news.server'
import { toNewsListItem } from '@/contract/to-spec-shape'

import { callRoute } from '../../_lib/call-route'

export const dynamic = 'force-dynamic'

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = callRoute('relatedNews', async (body) => {
  const page = await relatedNews(body.newsId, { pageIndex: body.pageIndex, pageSize: body.pageSize })
  return { data: { list: page.items.map(toNewsListItem) } }
})
