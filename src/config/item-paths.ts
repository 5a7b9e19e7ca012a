/** Where each kind of CMS item with a page is published: its address is the prefix, a slash and its slug. */
export const ITEM_PATHS = { blogs: '/blogs', news: '/newsroom' } as const

export type ItemCollection = keyof typeof ITEM_PATHS

export const itemPath = (collection: ItemCollection, slug: string): string =>
  `${ITEM_PATHS[collection]}/${encodeURIComponent(slug)}`

/** The query parameter that asks an item's page for its latest saved draft (shown to content staff only). */
export const PREVIEW_PARAM = 'preview'

/** Where the admin's Preview button opens an item: its page, as content staff see it (docs/decisions/0120). */
export const previewPath = (collection: ItemCollection, slug: string): string =>
  `${itemPath(collection, slug)}?${PREVIEW_PARAM}`
