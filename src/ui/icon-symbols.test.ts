import { describe, expect, it } from 'vitest'

import { BRAND_ICONS, LINE_ICONS } from './icon-drawings'
import { brandSymbolId, iconHref, LOGO_SYMBOL_ID } from './icon-href'
import { ICON_SYMBOLS, roundedShapes } from './icon-symbols'

describe("the sprite's symbols", () => {
  it('has one symbol for every icon and every brand mark, with its drawing', () => {
    const ids = [...ICON_SYMBOLS.matchAll(/<symbol id="([^"]+)" viewBox="([^"]+)">(.*?)<\/symbol>/g)]
    expect(ids.map(([, id]) => id)).toEqual([
      ...Object.keys(LINE_ICONS),
      ...Object.keys(BRAND_ICONS).map(brandSymbolId),
      LOGO_SYMBOL_ID,
    ])
    expect(ids.map(([whole]) => whole).join('')).toBe(ICON_SYMBOLS)
    for (const [, id, viewBox, shapes] of ids) {
      expect(viewBox, id).toMatch(/^0 0 \d+ \d+$/)
      expect(shapes, id).toMatch(/^<(path|circle|rect|line|polyline|polygon|ellipse) /)
    }
    expect(ICON_SYMBOLS).toContain('<symbol id="Phone" viewBox="0 0 24 24"><path d="M')
    expect(ICON_SYMBOLS).toContain(
      '<symbol id="logo-mark" viewBox="0 0 40 40"><rect width="40" height="40" rx="11" fill="#553CDF"/><path d="M7 29h26" stroke="#ffffff" stroke-linecap="round" stroke-width="2.6"/>',
    )
    expect(ICON_SYMBOLS).toContain('<symbol id="brand-whatsapp" viewBox="0 0 448 512"><path d="M381 ')
  })

  it("draws the brand marks in whole units of their viewBox, and keeps a drawing's shape", () => {
    const brand = [...ICON_SYMBOLS.matchAll(/<symbol id="brand-[^"]+" viewBox="[^"]+">(.*?)<\/symbol>/g)]
    expect(brand).toHaveLength(Object.keys(BRAND_ICONS).length)
    for (const [, shapes] of brand) expect(shapes).not.toMatch(/\d\.\d/)
    const square = '<path d="M10.4 10.6L90.2 10.6L90.2 90.3L10.4 90.3Z"/>'
    expect(roundedShapes('0 0 100 100', square)).toMatch(/^<path d="[^".]+"\/>$/)
    expect(roundedShapes('0 0 100 100', square).length).toBeLessThan(square.length)
  })

  it('escapes attribute values, and an icon refers to its symbol in the page', () => {
    expect(ICON_SYMBOLS).not.toMatch(/="[^"]*</)
    expect(iconHref('Phone')).toBe('#Phone')
    expect(iconHref(brandSymbolId('whatsapp'))).toBe('#brand-whatsapp')
  })
})
