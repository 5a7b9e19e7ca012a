import { withUsedSymbolsOnly } from '@/ui/icon-sheet'

import { payloadWithoutPreloadHints } from './payload-without-preload-hints'
import { scriptsAfterPaint } from './scripts-after-paint'
import { withUnstyledBodyOutOfLayout } from './unstyled-body-out-of-layout'

/**
 * A site page's HTML as the production server sends it, kept or rendered for one visit: only the icon symbols it
 * draws (docs/decisions/0197), the framework's scripts asked for after its first paint (docs/decisions/0199), its
 * body kept out of layout until the stylesheet has arrived (docs/decisions/0208), and its payload without the
 * preloads the HTML already asks for (docs/decisions/0210).
 */
export const sentPageHtml = (html: string): string =>
  withUnstyledBodyOutOfLayout(scriptsAfterPaint(payloadWithoutPreloadHints(withUsedSymbolsOnly(html))))
