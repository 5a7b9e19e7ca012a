import type { PageRequest } from '@/content/paging'

// Page requests of docs/product.md §9.

/** Logos, team, the announcements list, trending blogs and success stories: everything at once. */
export const ALL_ITEMS: PageRequest = { pageIndex: 1, pageSize: 9999 }

/** The home announcements strip: the two latest. */
export const HOME_ANNOUNCEMENTS: PageRequest = { pageIndex: 1, pageSize: 2 }

/** Testimonials per page on /testimonials. */
export const TESTIMONIALS_PAGE_SIZE = 12
