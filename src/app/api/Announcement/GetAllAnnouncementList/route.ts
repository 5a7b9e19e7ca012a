import { listAnnouncements } from '@/content/announcements.server'
import { toAnnouncement } from '@/contract/to-spec-shape'

import { callRoute } from '../../_lib/call-route'

export const dynamic = 'force-dynamic'

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = callRoute('announcements', async (body) => {
  const page = await listAnnouncements(body)
  return { data: { list: page.items.map(toAnnouncement) } }
})
