import { payloadClient } from '@/payload/payload.server'

import { CONTENT_TAGS, cachedRead } from './cache.server'
import { capPageSize, type Page, type PageRequest } from './paging'
import { PUBLISHED } from './published'

export type AnnouncementItem = { id: number; title: string; date: string }

/** Published announcements, newest first. */
export const listAnnouncements = cachedRead(
  'announcements:list',
  [CONTENT_TAGS.announcements],
  async ({ pageIndex, pageSize }: PageRequest): Promise<Page<AnnouncementItem>> => {
    const payload = await payloadClient()
    const result = await payload.find({
      collection: 'announcements',
      where: PUBLISHED,
      sort: ['-date', '-id'],
      page: pageIndex,
      limit: capPageSize(pageSize),
      depth: 0,
      overrideAccess: true,
    })
    return {
      items: result.docs.map(({ id, title, date }) => ({ id, title, date })),
      nextPageAvailable: result.hasNextPage,
    }
  },
)
