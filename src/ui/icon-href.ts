// Icons refer to their symbol in the sprite every page carries (src/ui/icon-sprite.tsx,
// docs/decisions/0156-icon-symbols-in-the-page.md).
export const iconHref = (symbolId: string) => `#${symbolId}`

export const brandSymbolId = (name: string) => `brand-${name}`

/** The consultancy's mark in the sheet. */
export const LOGO_SYMBOL_ID = 'logo-mark'
