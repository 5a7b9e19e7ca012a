import { listTestimonials } from '@/content/testimonials.server'
import { toTestimonial } from '@/contract/to-spec-shape'

import { callRoute } from '../../_lib/call-route'

export const dynamic = 'force-dynamic'

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = callRoute('testimonials', async (body) => {
  const page = await listTestimonials(body)
  return { data: { list: page.items.map(toTestimonial), nextPageAvailable: page.nextPageAvailable } }
})
