/**
 * Every icon's symbol, written in at build time (next.config.ts): its own script, which the browser loads once the
 * page is idle to complete a kept page's sheet (src/ui/icon-sprite.tsx).
 */
export const EVERY_ICON_SYMBOL = process.env.ICON_SYMBOLS ?? ''
