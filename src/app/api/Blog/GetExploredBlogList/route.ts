import { relatedBlogs } from '@/content/blogs.server'
import { toBlogListItem } from '@/contract/to-spec-shape'

import { callRoute } from '../../_lib/call-route'

export const dynamic = 'force-dynamic'

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = callRoute('relatedBlogs', async (body) => {
  const page = await relatedBlogs(body.blogId, { pageIndex: body.pageIndex, pageSize: body.pageSize })
  return { data: { list: page.items.map(toBlogListItem) } }
})
