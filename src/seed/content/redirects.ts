import type { SeedRedirect } from './types'

/** The addresses a previous site of the consultancy might have used, led on to the pages that replace them. */
export const redirects: SeedRedirect[] = [
  { from: '/contact-us', to: '/contact' },
  { from: '/about-us', to: '/about' },
  { from: '/blog', to: '/blogs' },
  { from: '/news', to: '/newsroom' },
]
