/**
 * Keeps a page's body out of style and layout until the site's stylesheet has arrived (docs/decisions/0208).
 *
 * A touch or a pointer over the page while its stylesheets are still loading makes the browser hit-test it, and so lay
 * out everything parsed so far without the site's styles: 30–40 ms on a blog on this machine, thrown away when the
 * stylesheets arrive. Nothing is painted before they arrive either way (they block rendering), so no visitor sees a
 * change. `base.css` shows the body again; if the stylesheet never arrives, the body shows itself two seconds after
 * the browser gives up on it.
 *
 * It is written into the HTML the production server sends, first in the head, and not rendered by the layout, so that
 * the router's payload does not repeat it.
 */
export const UNSTYLED_BODY_RULE =
  '<style>body{content-visibility:hidden;animation:0s 2s forwards shown-unstyled}@keyframes shown-unstyled{to{content-visibility:visible}}</style>'

const HEAD = '<head>'
const CHARSET = /^<meta charSet="utf-8"\/>/i

/**
 * The page with the rule first in its head, after the character set's declaration if that opens it; a document
 * without a head is returned as it is.
 */
export function withUnstyledBodyOutOfLayout(html: string): string {
  const head = html.indexOf(HEAD)
  if (head === -1) return html
  const afterHead = head + HEAD.length
  const at = afterHead + (CHARSET.exec(html.slice(afterHead, afterHead + 64))?.[0].length ?? 0)
  return `${html.slice(0, at)}${UNSTYLED_BODY_RULE}${html.slice(at)}`
}
