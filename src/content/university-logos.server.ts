import { payloadClient } from '@/payload/payload.server'

import { CONTENT_TAGS, cachedRead } from './cache.server'
import { capPageSize, type Page, type PageRequest } from './paging'
import { type Picture, toPicture } from './picture'
import { PUBLISHED } from './published'

export type UniversityLogoItem = { id: number; name: string; logo: Picture | null }

/** Published university logos, alphabetically. */
export const listUniversityLogos = cachedRead(
  'university-logos:list',
  [CONTENT_TAGS.universityLogos, CONTENT_TAGS.media],
  async ({ pageIndex, pageSize }: PageRequest): Promise<Page<UniversityLogoItem>> => {
    const payload = await payloadClient()
    const result = await payload.find({
      collection: 'university-logos',
      where: PUBLISHED,
      sort: ['name', 'id'],
      page: pageIndex,
      limit: capPageSize(pageSize),
      depth: 1,
      overrideAccess: true,
    })
    return {
      items: result.docs.map(({ id, name, logo }) => ({ id, name, logo: toPicture(logo) })),
      nextPageAvailable: result.hasNextPage,
    }
  },
)
