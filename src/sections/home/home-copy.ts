// The home sections' fixed words: the spec's (docs/product.md §2) and the carousels' names. The rest of the home
// page's words are the CMS page's (src/seed/content/company-pages/home.ts seeds them).

/** docs/product.md §2 */
export const BANNER = {
  consultation: 'Get free consultation',
  chat: 'Chat on WhatsApp',
  chatMessage: (name: string) => `Hello ${name}, I would like some advice about studying abroad.`,
} as const

/** docs/product.md §2 */
export const LOGOS_TITLE = 'Your path to top universities'
/** The carousels' own names: a region may not share its section's name (axe landmark-unique). */
export const CAROUSEL_LABELS = {
  logos: 'University logos',
  successStories: 'Stories from students and parents',
  trendingBlogs: 'Trending articles',
} as const

/** docs/product.md §2: the story's buttons to /about and /team. */
export const STORY_BUTTONS = { about: 'About us', team: 'Meet our team' } as const

/** docs/product.md §2 */
export const SUCCESS_STORIES_TITLE = 'Success Stories'
export const SUCCESS_STORIES_MORE = 'All success stories'

/** docs/product.md §2 */
export const TRENDING_BLOGS_TITLE = 'Trending blogs'
export const TRENDING_BLOGS_MORE = 'Explore all blogs'

/** docs/product.md §2 */
export const CONSULTATION = {
  id: 'book-a-free-consultation',
  title: 'Book a free consultation',
} as const
