// The icon sheet's address (docs/decisions/0142-icon-sheet.md). Its version, set at build time from the icons' sources
// (next.config.ts), changes the address whenever a drawing changes, so browsers may keep the sheet for a year.
export const ICON_SHEET_PATH = '/icons.svg'

export const iconSheetHref = (symbolId: string) =>
  `${ICON_SHEET_PATH}?v=${process.env.ICON_SHEET_VERSION ?? '0'}#${symbolId}`

export const brandSymbolId = (name: string) => `brand-${name}`
