import { blogBySlug } from '@/content/blogs.server'
import { toBlogDetail } from '@/contract/to-spec-shape'

import { callRoute } from '../../_lib/call-route'

export const dynamic = 'force-dynamic'

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = callRoute('blogBySlug', async (body) => {
  const blog = await blogBySlug(body.slugName)
  return blog ? { data: [toBlogDetail(blog)] } : { notFound: true }
})
