/** The not-found page's words (docs/product.md §2), in a module of their own: it carries no stylesheet. */
export const NOT_FOUND_TEXT = {
  /** The document's title. */
  pageTitle: 'Page not found',
  eyebrow: '404',
  title: 'Oops! page not found',
  lead: 'Looks like you followed a bad link.',
  home: 'Go to the home page',
} as const
