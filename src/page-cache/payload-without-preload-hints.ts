// The router's preload hints left out of a page's own HTML (docs/decisions/0210).

/**
 * A preload hint row of the router's payload as the page's inline scripts carry it: inside a script's JavaScript
 * string, so its quotes are escaped and the rows are separated by the two characters `\n`. It starts a row (after a
 * separator, or at the start of a script's string) and ends at its separator, without leaving the string (an
 * unescaped quote); a row cut between two scripts is left as it is.
 */
const PRELOAD_HINT_ROW = /(?<=\\n|self\.__next_f\.push\(\[1,"):HL\[(?:[^\\"]|\\[^n])*?\]\\n/g

/**
 * A page's HTML without the preload hints of its inline payload (`:HL[…]` rows). Each names a stylesheet, a font or
 * a picture that the HTML itself already preloads or links (its head, or the response's `Link` header); the router
 * reads the hints to preload them on a navigation, and a navigation's payload still carries them.
 */
export const payloadWithoutPreloadHints = (html: string): string => html.replace(PRELOAD_HINT_ROW, '')
