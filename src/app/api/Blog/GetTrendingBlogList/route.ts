import { trendingBlogs } from '@/content/blogs.server'
import { toBlogListItem } from '@/contract/to-spec-shape'

import { callRoute } from '../../_lib/call-route'

export const dynamic = 'force-dynamic'

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = callRoute('trendingBlogs', async (body) => {
  const page = await trendingBlogs(body)
  return { data: { list: page.items.map(toBlogListItem) } }
})
