import { listUniversityLogos } from '@/content/university-logos.server'
import { toUniversityLogo } from '@/contract/to-spec-shape'

import { callRoute } from '../../_lib/call-route'

export const dynamic = 'force-dynamic'

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = callRoute('universityLogos', async (body) => {
  const page = await listUniversityLogos(body)
  return { data: { list: page.items.map(toUniversityLogo) } }
})
