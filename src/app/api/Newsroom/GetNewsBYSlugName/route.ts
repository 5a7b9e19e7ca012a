import { newsBySlug } from '@/content/news.server'
import { toNewsDetail } from '@/contract/to-spec-shape'

import { callRoute } from '../../_lib/call-route'

export const dynamic = 'force-dynamic'

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = callRoute('newsBySlug', async (body) => {
  const item = await newsBySlug(body.slugName)
  return item ? { data: [toNewsDetail(item)] } : { notFound: true }
})
