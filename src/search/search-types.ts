/** What a visitor can find, as the API names it. */
export const SEARCH_TYPES = ['blog', 'news', 'page', 'faq', 'team'] as const
export type SearchType = (typeof SEARCH_TYPES)[number]

/** How the results page labels each type. */
export const SEARCH_TYPE_LABELS: Record<SearchType, string> = {
  blog: 'Blog',
  news: 'News',
  page: 'Page',
  faq: 'FAQ',
  team: 'Team',
}

/** One findable thing: its title, headings and text are indexed; the rest is shown with a result. */
export type SearchDocument = {
  id: string
  type: SearchType
  title: string
  headings: string
  body: string
  url: string
  date: string | null
}

/** One result, as the API and the results page show it. */
export type SearchResult = {
  type: SearchType
  title: string
  url: string
  excerpt: string
  date: string | null
  /** The words of the title and excerpt the query matched, for highlighting. */
  matched: string[]
}
