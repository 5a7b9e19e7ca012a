// The page's sheet of icon symbols (icon-sprite.tsx) holds every icon the site draws. A page kept in the page cache
// is sent with only the symbols its own markup refers to; the browser's copy of the sheet is filled up once the page
// is idle, for the icons that only client code draws later (docs/decisions/0197-icon-sheet-per-page.md).

/** Marks the sheet's element. */
export const ICON_SHEET_ATTRIBUTE = 'data-icon-sheet'

const SHEET = new RegExp(`(<svg\\b[^>]*\\s${ICON_SHEET_ATTRIBUTE}(?:="")?[^>]*>)([\\s\\S]*?)(</svg>)`)
const SYMBOL = /<symbol\b[^>]*\bid="([^"]+)"[^>]*>[\s\S]*?<\/symbol>/g
const REFERENCE = /\bhref="#([^"]+)"/g

/** How many symbols a sheet's markup holds. */
export const symbolCount = (markup: string) => [...markup.matchAll(SYMBOL)].length

/** The symbols of `markup` whose id passes `keep`, one after another. */
const symbolsWhere = (markup: string, keep: (id: string) => boolean): string =>
  [...markup.matchAll(SYMBOL)]
    .filter(([, id]) => keep(id!))
    .map(([symbol]) => symbol)
    .join('')

/** The symbols of `markup` whose ids are not among `present`, one after another. */
export const missingSymbols = (markup: string, present: ReadonlySet<string>): string =>
  symbolsWhere(markup, (id) => !present.has(id))

/** The page's HTML with its sheet cut to the symbols the rest of the page refers to (`href="#…"`). */
export function withUsedSymbolsOnly(html: string): string {
  const sheet = SHEET.exec(html)
  if (!sheet) return html
  const [whole, open, symbols, close] = sheet
  const rest = html.slice(0, sheet.index) + html.slice(sheet.index + whole.length)
  const used = new Set([...rest.matchAll(REFERENCE)].map(([, id]) => id!))
  const kept = symbolsWhere(symbols!, (id) => used.has(id))
  return html.slice(0, sheet.index) + open + kept + close + html.slice(sheet.index + whole.length)
}
