import type { TestimonialItem } from '@/content/testimonials.server'

/**
 * What a testimonial card shows, from either source: the server's content read (first page, home) or the
 * §7 testimonials call (later pages, whose image is a relative path without alt text).
 */
export type TestimonialView = {
  id: number
  name: string
  shortTagline: string
  message: string
  videoUrl: string | null
  /** `width`, where known, is the picture's own (docs/decisions/0209). */
  image: { src: string; alt: string; width?: number } | null
}

export const fromContent = (item: TestimonialItem): TestimonialView => ({
  id: item.id,
  name: item.name,
  shortTagline: item.shortTagline,
  message: item.message,
  videoUrl: item.videoUrl,
  image: item.image ? { src: item.image.url, alt: item.image.alt, width: item.image.width || undefined } : null,
})

/** An item of the §7 answer `{ id, name, shortTagline, image, videoUrl, message }`. */
export type ApiTestimonial = {
  id: number
  name: string
  shortTagline: string
  image: string | null
  videoUrl: string | null
  message: string
}

export const fromApi = (item: ApiTestimonial): TestimonialView => ({
  id: item.id,
  name: item.name,
  shortTagline: item.shortTagline,
  message: item.message,
  videoUrl: item.videoUrl,
  image: item.image ? { src: `/${item.image.replace(/^\//, '')}`, alt: `Photo of ${item.name}` } : null,
})
