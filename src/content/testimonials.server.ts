import type { Where } from 'payload'

import { payloadClient } from '@/payload/payload.server'

import { CONTENT_TAGS, cachedRead } from './cache.server'
import { capPageSize, type Page, type PageRequest } from './paging'
import { type Picture, toPicture } from './picture'
import { and, PUBLISHED } from './published'

export type TestimonialItem = {
  id: number
  name: string
  shortTagline: string
  /** Null means the video is shown. */
  image: Picture | null
  videoUrl: string | null
  message: string
}

async function findTestimonials(
  where: Where | undefined,
  { pageIndex, pageSize }: PageRequest,
): Promise<Page<TestimonialItem>> {
  const payload = await payloadClient()
  const result = await payload.find({
    collection: 'testimonials',
    where: and(PUBLISHED, where),
    sort: ['order', '-createdAt', '-id'],
    page: pageIndex,
    limit: capPageSize(pageSize),
    depth: 1,
    overrideAccess: true,
  })
  return {
    items: result.docs.map((testimonial) => ({
      id: testimonial.id,
      name: testimonial.name,
      shortTagline: testimonial.shortTagline,
      image: toPicture(testimonial.image),
      videoUrl: testimonial.videoUrl || null,
      message: testimonial.message,
    })),
    nextPageAvailable: result.hasNextPage,
  }
}

/** Every published testimonial, in the editors' order. */
export const listTestimonials = cachedRead(
  'testimonials:list',
  [CONTENT_TAGS.testimonials, CONTENT_TAGS.media],
  (page: PageRequest) => findTestimonials(undefined, page),
)

/** Published testimonials flagged as success stories. */
export const listSuccessStories = cachedRead(
  'testimonials:success-stories',
  [CONTENT_TAGS.testimonials, CONTENT_TAGS.media],
  (page: PageRequest) => findTestimonials({ successStory: { equals: true } }, page),
)
