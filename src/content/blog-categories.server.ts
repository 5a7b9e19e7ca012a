import { payloadClient } from '@/payload/payload.server'

import { CONTENT_TAGS, cachedRead } from './cache.server'

export type BlogCategorySummary = { id: number; name: string }

/** Every category in the editors' order. */
export const listBlogCategories = cachedRead(
  'blog-categories:list',
  [CONTENT_TAGS.blogCategories],
  async (): Promise<BlogCategorySummary[]> => {
    const payload = await payloadClient()
    const { docs } = await payload.find({
      collection: 'blog-categories',
      sort: ['order', 'name'],
      pagination: false,
      depth: 0,
      overrideAccess: true,
    })
    return docs.map((category) => ({ id: category.id, name: category.name }))
  },
)
