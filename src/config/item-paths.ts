/** Where each kind of CMS item with a page is published: its address is the prefix, a slash and its slug. */
export const ITEM_PATHS = { blogs: '/blogs', news: '/newsroom' } as const

export type ItemCollection = keyof typeof ITEM_PATHS

export const itemPath = (collection: ItemCollection, slug: string): string =>
  `${ITEM_PATHS[collection]}/${encodeURIComponent(slug)}`
