// The blog pages' words and numbers (docs/product.md §2, §4, §9): one home each.

import { ITEM_PATHS, itemPath } from '@/config/item-paths'

export const BLOG_STRINGS = {
  eyebrow: 'Blogs',
  heading: 'Explore blogs',
  lead: 'Practical guides on choosing, applying, funding and settling in.',
  allCategories: 'View all',
  categoriesLabel: 'Blog categories',
  paginationLabel: 'Blog pages',
  listLabel: 'Blogs',
  empty: 'No blogs here yet. Try another category.',
  back: 'Back to blogs',
  related: 'Related blogs',
  titleSuffix: '| Blogs',
  feedTitle: 'Blogs',
  feedDescription: 'Practical guides on choosing, applying, funding and settling in.',
} as const

export const BLOG_PAGE_SIZE = 12
export const BLOG_SKELETON_COUNT = 12
/** Related blogs: the first page only, ten items. */
export const RELATED_BLOGS_PAGE = { pageIndex: 1, pageSize: 10 } as const
/** categoryId 0 lists every category. */
export const ALL_CATEGORIES = 0
export const BLOGS_PATH = ITEM_PATHS.blogs
export const BLOG_FEED_PATH = '/blogs/feed.xml'
export const blogPath = (slug: string) => itemPath('blogs', slug)

/** Related blogs carousel (docs/product.md §9): one slide, two from 640 px, three from 992 px; 800 ms transitions. */
export const RELATED_BLOGS_CAROUSEL = {
  slidesPerView: 1,
  spaceBetween: 24,
  speed: 800,
  breakpoints: { 640: { slidesPerView: 2 }, 992: { slidesPerView: 3 } },
} as const
