import { describe, expect, it } from 'vitest'

import { ICON_SHEET_ATTRIBUTE, missingSymbols, symbolCount, withUsedSymbolsOnly } from './icon-sheet'
import { ICON_SYMBOLS } from './icon-symbols'

const sheet = (symbols: string) => `<svg class="sprite" aria-hidden="true" ${ICON_SHEET_ATTRIBUTE}="">${symbols}</svg>`
const icon = (id: string) => `<svg class="icon"><use href="#${id}"></use></svg>`

describe('a kept page’s icon sheet', () => {
  it('keeps the symbols the page refers to, and no other', () => {
    const html = `<body>${sheet(ICON_SYMBOLS)}<main>${icon('Phone')}<p>Text</p>${icon('ArrowRight')}${icon('Phone')}</main></body>`
    const trimmed = withUsedSymbolsOnly(html)
    const kept = /<svg[^>]*data-icon-sheet[^>]*>([\s\S]*?)<\/svg>/.exec(trimmed)![1]!
    expect([...kept.matchAll(/<symbol\b[^>]*id="([^"]+)"/g)].map(([, id]) => id).sort()).toEqual([
      'ArrowRight',
      'Phone',
    ])
    // Everything else is unchanged.
    expect(trimmed.replace(kept, '')).toBe(html.replace(ICON_SYMBOLS, ''))
  })

  it('leaves a page without the sheet as it is, and an empty sheet where nothing is drawn', () => {
    expect(withUsedSymbolsOnly('<p>No sheet</p>')).toBe('<p>No sheet</p>')
    expect(withUsedSymbolsOnly(`${sheet(ICON_SYMBOLS)}<p>No icon</p>`)).toBe(`${sheet('')}<p>No icon</p>`)
  })

  it('counts the sheet’s symbols', () => {
    expect(symbolCount(ICON_SYMBOLS)).toBeGreaterThan(40)
    expect(symbolCount(ICON_SYMBOLS)).toBe((ICON_SYMBOLS.match(/<symbol /g) ?? []).length)
  })

  it('gives the symbols a trimmed sheet lacks, in their order, and nothing it has', () => {
    const all = ICON_SYMBOLS
    const missing = missingSymbols(all, new Set(['Phone', 'ArrowRight']))
    expect(symbolCount(missing)).toBe(symbolCount(all) - 2)
    expect(missing).not.toMatch(/id="(Phone|ArrowRight)"/)
    expect(missing).toBe(all.replace(/<symbol id="(Phone|ArrowRight)"[\s\S]*?<\/symbol>/g, ''))
    expect(missingSymbols(all, new Set([...all.matchAll(/id="([^"]+)"/g)].map(([, id]) => id!)))).toBe('')
  })
})
