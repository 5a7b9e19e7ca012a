import { listBlogCategories } from '@/content/blog-categories.server'
import { toBlogCategory } from '@/contract/to-spec-shape'

import { callRoute } from '../../_lib/call-route'

export const dynamic = 'force-dynamic'

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = callRoute('blogCategories', async () => {
  const categories = await listBlogCategories()
  return { data: categories.map(toBlogCategory) }
})
