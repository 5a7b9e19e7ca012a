import { listTeamMembers } from '@/content/team.server'
import { toTeamMember } from '@/contract/to-spec-shape'

import { callRoute } from '../../_lib/call-route'

export const dynamic = 'force-dynamic'

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = callRoute('teamMembers', async (body) => {
  const page = await listTeamMembers(body)
  return { data: { list: page.items.map(toTeamMember) } }
})
