import { listNews } from '@/content/news.server'
import { toNewsListItem } from '@/contract/to-spec-shape'

import { callRoute } from '../../_lib/call-route'

export const dynamic = 'force-dynamic'

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = callRoute('newsList', async (body) => {
  const page = await listNews(body)
  return { data: { list: page.items.map(toNewsListItem), nextPageAvailable: page.nextPageAvailable } }
})
