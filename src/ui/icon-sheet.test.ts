import { describe, expect, it } from 'vitest'

import { BRAND_ICONS, LINE_ICONS } from './icon-drawings'
import { ICON_SHEET } from './icon-sheet.server'
import { brandSymbolId, iconSheetHref } from './icon-sheet-path'

describe('the icon sheet', () => {
  it('has one symbol for every icon and every brand mark, with its drawing', () => {
    const ids = [...ICON_SHEET.body.matchAll(/<symbol id="([^"]+)" viewBox="([^"]+)">(.*?)<\/symbol>/g)]
    expect(ids.map(([, id]) => id)).toEqual([
      ...Object.keys(LINE_ICONS),
      ...Object.keys(BRAND_ICONS).map(brandSymbolId),
    ])
    for (const [, id, viewBox, shapes] of ids) {
      expect(viewBox, id).toMatch(/^0 0 \d+ \d+$/)
      expect(shapes, id).toMatch(/^<(path|circle|rect|line|polyline|polygon|ellipse) /)
    }
    expect(ICON_SHEET.body).toContain('<symbol id="Phone" viewBox="0 0 24 24"><path d="M')
    expect(ICON_SHEET.body).toContain('<symbol id="brand-whatsapp" viewBox="0 0 448 512"><path d="M380.9')
  })

  it('escapes attribute values and names the sheet by its version', () => {
    expect(ICON_SHEET.body).not.toMatch(/="[^"]*</)
    expect(ICON_SHEET.etag).toMatch(/^"[0-9a-f]{16}"$/)
    expect(iconSheetHref('Phone')).toMatch(/^\/icons\.svg\?v=[^#]+#Phone$/)
  })
})
