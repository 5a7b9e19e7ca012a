/**
 * The first segments of the site's own routes, the admin, the APIs and the files it serves: a CMS page never takes
 * one of these paths or a path beneath them (src/config/page-paths.test.ts keeps the list in step with src/app).
 */
export const RESERVED_PATH_ROOTS = [
  'admin',
  'announcements',
  'api',
  'apple-touch-icon.png',
  'blogs',
  'book',
  'cms-api',
  'consultation',
  'documents',
  'enquiry',
  'events',
  'icon.png',
  'images',
  'internal',
  'monaco',
  'newsletter',
  'newsroom',
  'page-art',
  'portal',
  'search',
  'share-image',
  'team',
  'testimonials',
  'thankyou',
] as const

const WORDS = '[a-z0-9]+(?:-[a-z0-9]+)*'

/** Lower-case words joined by hyphens (`visa-support`): a part of a page's address, or a section's anchor. */
export const HYPHENATED_WORDS = new RegExp(`^${WORDS}$`)

/** Lower-case words joined by hyphens, part by part: `/study-abroad/university-selection`. */
export const PAGE_PATH_PATTERN = new RegExp(`^(?:/${WORDS}){1,4}$`)

export const PAGE_PATH_MAX_LENGTH = 120

export const PAGE_PATH_MESSAGES = {
  format:
    'Start with / and use lower-case letters, digits and hyphens, in at most four parts, such as /study-abroad/new-zealand.',
  reserved: 'This address belongs to a part of the site that is not a page; choose another.',
} as const

/** The home page's address: a CMS page with no hero (its banner is a section), first in the sitemap. */
export const HOME_PAGE_PATH = '/'

/**
 * The pages the site's own links and the spec need (docs/product.md §2): CMS pages whose address never changes and
 * which cannot be deleted.
 */
export const FIXED_PAGE_PATHS = [HOME_PAGE_PATH, '/contact', '/terms', '/privacy'] as const

export const isFixedPagePath = (path: unknown) => (FIXED_PAGE_PATHS as readonly unknown[]).includes(path)

/** Why `path` cannot be a CMS page's address, or undefined when it can. */
export function pagePathProblem(path: string): string | undefined {
  if (path === HOME_PAGE_PATH) return undefined
  if (path.length > PAGE_PATH_MAX_LENGTH || !PAGE_PATH_PATTERN.test(path)) return PAGE_PATH_MESSAGES.format
  const root = path.split('/')[1]
  if ((RESERVED_PATH_ROOTS as readonly string[]).includes(root)) return PAGE_PATH_MESSAGES.reserved
  return undefined
}
