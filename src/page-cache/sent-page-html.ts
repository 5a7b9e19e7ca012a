import { withUsedSymbolsOnly } from '@/ui/icon-sheet'

import { scriptsAfterPaint } from './scripts-after-paint'

/**
 * A site page's HTML as the production server sends it, kept or rendered for one visit: only the icon symbols it
 * draws (docs/decisions/0197), and the framework's scripts asked for after its first paint (docs/decisions/0199).
 */
export const sentPageHtml = (html: string): string => scriptsAfterPaint(withUsedSymbolsOnly(html))
