/**
 * Every public page with a route of its own (docs/product.md §2), for the sitemap; the CMS's pages (home, about,
 * contact, terms, privacy and the service pages) are listed from the CMS.
 */
export const STATIC_ROUTES = [
  '/team',
  '/announcements',
  '/newsroom',
  '/blogs',
  '/testimonials',
  '/book',
  '/events',
] as const
