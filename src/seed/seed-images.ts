// Every picture the demo seed uploads, and a way to draw them all into the art cache ahead of the seeds that
// follow (the integration tests draw them once, then seed several databases).
import { availableParallelism } from 'node:os'

import { cachedArt } from './art/art-cache'
import { renderArt } from './art/render-image'
import { blogs } from './content/blogs'
import { news } from './content/news'
import { team } from './content/team'
import { testimonials } from './content/testimonials'
import type { SeedBlock, SeedImage } from './content/types'
import { universityLogos } from './content/university-logos'

const bodyImages = (blocks: SeedBlock[]) => blocks.flatMap((block) => (block.type === 'image' ? [block.image] : []))

/** The seed's pictures: each blog's and news item's cover and body pictures, portraits and logos. */
export const seedImages = (): SeedImage[] => [
  ...blogs.flatMap((blog) => [blog.image, ...bodyImages(blog.body)]),
  ...news.flatMap((item) => [item.image, ...bodyImages(item.body)]),
  ...team.map((member) => member.image),
  ...testimonials.flatMap((testimonial) => (testimonial.image ? [testimonial.image] : [])),
  ...universityLogos.map((university) => university.logo),
]

/** Draws every seed picture into the art cache, `parallel` at a time (sharp works off the main thread). */
export async function warmArtCache(parallel = availableParallelism()): Promise<void> {
  const queue = seedImages()
  const drawer = async () => {
    for (let image = queue.shift(); image; image = queue.shift()) await renderArt(image.art, cachedArt)
  }
  await Promise.all(Array.from({ length: parallel }, drawer))
}
