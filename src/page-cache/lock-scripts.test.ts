import { createHash } from 'node:crypto'

import { describe, expect, it } from 'vitest'

import { lockScripts, scriptHash, withoutPlaceholder } from './lock-scripts'

const PH = 'q1w2e3r4t5y6u7i8o9p0aa=='
const sha = (text: string) => createHash('sha256').update(text).digest('base64')

describe('lockScripts', () => {
  it('hashes the inline scripts that carry the placeholder, with the placeholder taken out first', () => {
    const html =
      `<head><script nonce="${PH}" id="_R_">boot()</script></head>` +
      `<body><script nonce="${PH}">self.__next_f.push([1,"{\\"nonce\\":\\"${PH}\\"}"])</script></body>`
    const { html: locked, hashes } = lockScripts(html, PH)
    expect(locked).not.toContain(PH)
    expect(locked).toContain('<script id="_R_">boot()</script>')
    expect(locked).toContain('<script>self.__next_f.push([1,"{\\"nonce\\":\\"\\"}"])</script>')
    expect(hashes).toEqual([sha('boot()'), sha('self.__next_f.push([1,"{\\"nonce\\":\\"\\"}"])')])
    expect(scriptHash('boot()')).toBe(sha('boot()'))
  })

  it('never hashes a script without the placeholder: one that came in through content stays blocked', () => {
    const html = `<p>hello</p><script>alert(1)</script><script nonce="guess">alert(2)</script><script nonce="${PH}">ok()</script>`
    const { html: locked, hashes } = lockScripts(html, PH)
    expect(hashes).toEqual([sha('ok()')])
    expect(locked).toContain('<script>alert(1)</script>')
    expect(locked).toContain('<script nonce="guess">alert(2)</script>')
  })

  it('takes the placeholder off the framework’s files and preloads without hashing them, and skips data scripts', () => {
    const html =
      `<link rel="preload" as="script" href="/_next/a.js" nonce="${PH}"/>` +
      `<script src="/_next/a.js" async="" nonce="${PH}"></script>` +
      `<script type="application/ld+json" nonce="${PH}">{"@type":"Organization"}</script>`
    const { html: locked, hashes } = lockScripts(html, PH)
    expect(hashes).toEqual([])
    expect(locked).toBe(
      '<link rel="preload" as="script" href="/_next/a.js"/><script src="/_next/a.js" async=""></script>' +
        '<script type="application/ld+json">{"@type":"Organization"}</script>',
    )
  })

  it('lists a script that appears twice once', () => {
    const html = `<script nonce="${PH}">a()</script><script nonce="${PH}">a()</script>`
    expect(lockScripts(html, PH).hashes).toEqual([sha('a()')])
  })
})

describe('withoutPlaceholder', () => {
  it('takes the nonce parameter out of a Link header, leaving the rest well formed', () => {
    const link = `</font.woff2>; rel=preload; as="font"; crossorigin=""; nonce="${PH}"; type="font/woff2", </a.css>; rel=preload; as="style"; nonce="${PH}"`
    expect(withoutPlaceholder(link, PH)).toBe(
      '</font.woff2>; rel=preload; as="font"; crossorigin=""; type="font/woff2", </a.css>; rel=preload; as="style"',
    )
  })
})
