/**
 * Keeps a page's body out of style and layout until the site's stylesheet has arrived (docs/decisions/0208).
 *
 * A touch or a pointer over the page while its stylesheets are still loading makes the browser hit-test it, and so lay
 * out everything parsed so far without the site's styles: 30–40 ms on a blog on this machine, thrown away when the
 * stylesheets arrive. Nothing is painted before they arrive either way (they block rendering), so no visitor sees a
 * change.
 *
 * The rule first in the head hides the body's content until the body holds the end marker, written after the page's
 * inline scripts. The browser runs those only once the stylesheets have arrived or failed, so the marker is read no
 * sooner; `base.css` shows the body as soon as it applies. A page whose stylesheet fails is shown when its end is read,
 * in every browser, with or without scripts; a browser without `:has()` ignores the rule.
 *
 * Both are written into the HTML the production server sends, not rendered by the layout, so the router's payload
 * repeats neither.
 */
export const PAGE_END_MARKER = '<template data-page-end></template>'
export const UNSTYLED_BODY_RULE = '<style>body:not(:has(>[data-page-end])){content-visibility:hidden}</style>'

const HEAD = '<head>'
const CHARSET = /^<meta charSet="utf-8"\/>/i
const BODY_END = '</body>'

/**
 * The page with the rule first in its head (after the character set's declaration if that opens it) and the marker
 * last in its body; a document without a head or without the end of its body is returned as it is.
 */
export function withUnstyledBodyOutOfLayout(html: string): string {
  const head = html.indexOf(HEAD)
  const bodyEnd = html.lastIndexOf(BODY_END)
  if (head === -1 || bodyEnd === -1 || bodyEnd < head) return html
  const afterHead = head + HEAD.length
  const at = afterHead + (CHARSET.exec(html.slice(afterHead, afterHead + 64))?.[0].length ?? 0)
  return `${html.slice(0, at)}${UNSTYLED_BODY_RULE}${html.slice(at, bodyEnd)}${PAGE_END_MARKER}${html.slice(bodyEnd)}`
}
