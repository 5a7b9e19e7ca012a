/** Every public page with a route of its own (docs/product.md §2), for the sitemap; the CMS's pages follow them. */
export const STATIC_ROUTES = [
  '/',
  '/team',
  '/announcements',
  '/newsroom',
  '/blogs',
  '/testimonials',
  '/contact',
  '/book',
  '/terms',
  '/privacy',
] as const
