// The newsroom pages' words and numbers (docs/product.md §2, §4, §9): one home each.

import { ITEM_PATHS, itemPath } from '@/config/item-paths'

export const NEWS_STRINGS = {
  eyebrow: 'Latest updates',
  heading: 'Newsroom',
  lead: 'Policy changes, scholarship windows and news from universities, explained.',
  paginationLabel: 'News pages',
  listLabel: 'News',
  empty: 'No news here yet.',
  back: 'Back to the newsroom',
  related: 'Related news',
  titleSuffix: '| Newsroom',
  feedTitle: 'Newsroom',
  feedDescription: 'Policy changes, scholarship windows and news from universities, explained.',
} as const

export const NEWS_PAGE_SIZE = 12
export const NEWS_SKELETON_COUNT = 12
export const RELATED_NEWS_PAGE = { pageIndex: 1, pageSize: 10 } as const
export const NEWS_PATH = ITEM_PATHS.news
export const NEWS_FEED_PATH = '/newsroom/feed.xml'
export const newsPath = (slug: string) => itemPath('news', slug)

/** Related news carousel (docs/product.md §9): 1, 2 and 3 slides at 480, 640 and 992 px; 800 ms transitions. */
export const RELATED_NEWS_CAROUSEL = {
  slidesPerView: 1,
  spaceBetween: 24,
  speed: 800,
  breakpoints: { 480: { slidesPerView: 1 }, 640: { slidesPerView: 2 }, 992: { slidesPerView: 3 } },
} as const
