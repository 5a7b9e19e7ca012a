/**
 * The not-found page names its HTTP status in its head, and the production server answers a page that does so with
 * 404 (docs/decisions/0116). Pages render the not-found page rather than call Next's notFound(): in a production
 * build that call answers 404 with an empty document, the page existing only in the data for the client's render.
 */
export const NOT_FOUND_META = { name: 'http-status', content: '404' } as const

/** Where a document's head ends: the server holds a page's first bytes until it has read this far. */
export const HEAD_END = '</head>'
const MARKER = new RegExp(`<meta name="${NOT_FOUND_META.name}" content="${NOT_FOUND_META.content}"\\s*/?>`)

/** Whether an HTML document's head, up to `</head>`, carries the not-found page's marker. */
export function marksNotFound(html: string): boolean {
  const headEnd = html.indexOf(HEAD_END)
  return MARKER.test(headEnd === -1 ? html : html.slice(0, headEnd))
}
