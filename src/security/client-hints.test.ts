import { describe, expect, it } from 'vitest'

import { moveHintRules } from './client-hints'

const hintHeaders = [
  { key: 'Accept-CH', value: 'Sec-CH-Prefers-Color-Scheme' },
  { key: 'Vary', value: 'Sec-CH-Prefers-Color-Scheme' },
  { key: 'Critical-CH', value: 'Sec-CH-Prefers-Color-Scheme' },
]

describe('moveHintRules', () => {
  it('moves the colour-scheme hint headers from every path to the admin', () => {
    expect(moveHintRules([{ source: '/:path*', headers: hintHeaders }])).toEqual([
      { source: '/admin/:path*', headers: hintHeaders },
    ])
  })

  it('keeps the other headers of a rule where they were', () => {
    const nosniff = { key: 'X-Content-Type-Options', value: 'nosniff' }
    expect(moveHintRules([{ source: '/:path*', headers: [nosniff, ...hintHeaders] }])).toEqual([
      { source: '/:path*', headers: [nosniff] },
      { source: '/admin/:path*', headers: hintHeaders },
    ])
  })

  it('leaves rules without the hint, and a Vary on something else, alone', () => {
    const rules = [
      { source: '/api/:path*', headers: [{ key: 'Content-Security-Policy', value: "default-src 'none'" }] },
      { source: '/:path*', headers: [{ key: 'Vary', value: 'Accept-Encoding' }] },
    ]
    expect(moveHintRules(rules)).toEqual(rules)
  })
})
