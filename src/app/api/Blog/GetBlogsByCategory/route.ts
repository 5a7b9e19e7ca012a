import { listBlogs } from '@/content/blogs.server'
import { toBlogListItem } from '@/contract/to-spec-shape'

import { callRoute } from '../../_lib/call-route'

export const dynamic = 'force-dynamic'

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = callRoute('blogsByCategory', async (body) => {
  const page = await listBlogs(body.categoryId, { pageIndex: body.pageIndex, pageSize: body.pageSize })
  return { data: { list: page.items.map(toBlogListItem), nextPageAvailable: page.nextPageAvailable } }
})
