import { payloadClient } from '@/payload/payload.server'

import { CONTENT_TAGS, cachedRead } from './cache.server'
import { capPageSize, type Page, type PageRequest } from './paging'
import { type Picture, toPicture } from './picture'
import { PUBLISHED } from './published'

export type TeamMemberItem = {
  id: number
  name: string
  designation: string
  image: Picture | null
  linkedUrl: string | null
  qualifications: string[]
}

/** The published team members, in the editors' order. */
export const listTeamMembers = cachedRead(
  'team-members:list',
  [CONTENT_TAGS.team, CONTENT_TAGS.media],
  async ({ pageIndex, pageSize }: PageRequest): Promise<Page<TeamMemberItem>> => {
    const payload = await payloadClient()
    const result = await payload.find({
      collection: 'team-members',
      where: PUBLISHED,
      sort: ['order', 'id'],
      page: pageIndex,
      limit: capPageSize(pageSize),
      depth: 1,
      overrideAccess: true,
    })
    return {
      items: result.docs.map((member) => ({
        id: member.id,
        name: member.name,
        designation: member.designation,
        image: toPicture(member.image),
        linkedUrl: member.linkedUrl || null,
        qualifications: (member.qualifications ?? []).map((entry) => entry.qualification),
      })),
      nextPageAvailable: result.hasNextPage,
    }
  },
)
