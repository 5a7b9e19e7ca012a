import { withUsedSymbolsOnly } from '@/ui/icon-sheet'

import { scriptsAfterPaint } from './scripts-after-paint'
import { withUnstyledBodyOutOfLayout } from './unstyled-body-out-of-layout'

/**
 * A site page's HTML as the production server sends it, kept or rendered for one visit: only the icon symbols it
 * draws (docs/decisions/0197), the framework's scripts asked for after its first paint (docs/decisions/0199), and its
 * body kept out of layout until the stylesheet has arrived (docs/decisions/0208).
 */
export const sentPageHtml = (html: string): string =>
  withUnstyledBodyOutOfLayout(scriptsAfterPaint(withUsedSymbolsOnly(html)))
