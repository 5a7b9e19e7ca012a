import { describe, expect, it } from 'vitest'

import { BRAND_ICONS, LINE_ICONS } from './icon-drawings'
import { brandSymbolId, iconHref } from './icon-href'
import { ICON_SYMBOLS } from './icon-symbols'

describe("the sprite's symbols", () => {
  it('has one symbol for every icon and every brand mark, with its drawing', () => {
    const ids = [...ICON_SYMBOLS.matchAll(/<symbol id="([^"]+)" viewBox="([^"]+)">(.*?)<\/symbol>/g)]
    expect(ids.map(([, id]) => id)).toEqual([
      ...Object.keys(LINE_ICONS),
      ...Object.keys(BRAND_ICONS).map(brandSymbolId),
    ])
    expect(ids.map(([whole]) => whole).join('')).toBe(ICON_SYMBOLS)
    for (const [, id, viewBox, shapes] of ids) {
      expect(viewBox, id).toMatch(/^0 0 \d+ \d+$/)
      expect(shapes, id).toMatch(/^<(path|circle|rect|line|polyline|polygon|ellipse) /)
    }
    expect(ICON_SYMBOLS).toContain('<symbol id="Phone" viewBox="0 0 24 24"><path d="M')
    expect(ICON_SYMBOLS).toContain('<symbol id="brand-whatsapp" viewBox="0 0 448 512"><path d="M380.9')
  })

  it('escapes attribute values, and an icon refers to its symbol in the page', () => {
    expect(ICON_SYMBOLS).not.toMatch(/="[^"]*</)
    expect(iconHref('Phone')).toBe('#Phone')
    expect(iconHref(brandSymbolId('whatsapp'))).toBe('#brand-whatsapp')
  })
})
