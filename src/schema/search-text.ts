// The site search's words and limits: the header's search box (a client component: no zod here), the results page
// and GET /api/search share them; the query's schema is in search-schema.ts.

export const SEARCH_PATH = '/search'
export const SEARCH_API_PATH = '/api/search'

export const SEARCH_QUERY_MAX_LENGTH = 100
/** Suggestions start at the third character. */
export const SUGGEST_MIN_LENGTH = 3
export const SUGGESTIONS_SHOWN = 6
export const MAX_SEARCH_PAGE = 50

export const SEARCH_TEXT = {
  open: 'Search',
  label: 'Search the site',
  placeholder: 'Scholarships, visas, IELTS…',
  submit: 'Search',
  title: 'Search',
  lead: 'Guides, news, services, answers and our team.',
  emptyQuery: 'Enter a word to search for.',
  tooLong: `Use at most ${SEARCH_QUERY_MAX_LENGTH} characters.`,
  resultsFor: (query: string, total: number) => `${total} ${total === 1 ? 'result' : 'results'} for “${query}”`,
  nothingFound: (query: string) => `Nothing found for “${query}”`,
  nothingMatchesAll: (query: string) => `Nothing matches all of “${query}”`,
  closestMatches: 'Closest matches, each holding some of the words:',
  nothingFoundHelp: 'Check the spelling, try a shorter or more general word, or ask us: a counsellor will answer.',
  tryOne: 'Try one of these',
  mostRead: 'Popular guides',
  enquire: 'Enquire now',
  suggestions: (count: number) =>
    count === 0
      ? 'No suggestions'
      : `${count} ${count === 1 ? 'suggestion' : 'suggestions'}; use the arrow keys to choose`,
  showAll: (query: string) => `See all results for “${query}”`,
} as const

/** Searches that find something on the demo content, offered when a search finds nothing. */
export const SEARCH_IDEAS = ['Scholarships', 'Student visa', 'IELTS', 'Education loan', 'Boarding school'] as const
