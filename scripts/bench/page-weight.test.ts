import { describe, expect, it } from 'vitest'

import { pageWeight } from './page-weight'

describe('page weight', () => {
  it('counts the HTML, the router payload within it, and icons drawn inline rather than from the sheet', () => {
    const payload = '<script>self.__next_f.push([1,"0:[\\"$\\",\\"div\\"]"])</script>'
    const html = [
      '<!DOCTYPE html><html><body>',
      '<svg class="sprite"><symbol id="Phone" viewBox="0 0 24 24"><path d="M1 1"/></symbol></svg>',
      '<svg viewBox="0 0 24 24"><path d="M5 12h14"/></svg>',
      '<svg width="24"><use href="#Phone"/></svg>',
      '<svg viewBox="0 0 40 40"><rect width="40" height="40"/></svg>',
      '<script type="application/ld+json">{}</script>',
      payload,
      '</body></html>',
    ].join('')
    const weight = pageWeight(Buffer.from(html))
    expect(weight.html).toBe(Buffer.byteLength(html))
    expect(weight.payload).toBe(Buffer.byteLength(payload))
    expect(weight.inlineSvgs).toBe(2)
    expect(weight.brotli).toBeGreaterThan(0)
    expect(weight.brotli).toBeLessThan(weight.html)
  })
})
