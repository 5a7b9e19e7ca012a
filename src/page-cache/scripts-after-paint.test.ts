import { describe, expect, it } from 'vitest'

import { scriptsAfterPaint } from './scripts-after-paint'

const NONCE = ' nonce="n0nce"'
// As Next writes a page: the head's scripts name the nonce last, the body's bootstrap script before `async`.
const page =
  `<html><head><link rel="stylesheet" href="/_next/static/chunks/a.css"${NONCE} data-precedence="next"/>` +
  `<link rel="preload" as="script" fetchPriority="low"${NONCE} href="/_next/static/chunks/main.js"/>` +
  `<script src="/_next/static/chunks/one.js" async=""${NONCE}></script>` +
  `<script src="/_next/static/chunks/two.js" async=""${NONCE}></script>` +
  `<script src="/_next/static/chunks/legacy.js" noModule=""${NONCE}></script></head><body><p>Hello</p>` +
  `<script${NONCE} id="_R_">boot()</script><script src="/_next/static/chunks/main.js"${NONCE} async=""></script>` +
  `<script${NONCE}>self.__next_f.push([0])</script></body></html>`

describe('scriptsAfterPaint', () => {
  it('takes out the framework’s async scripts and their preloads, and asks for them in one inline script with their nonce', () => {
    const html = scriptsAfterPaint(page)
    expect(html).not.toMatch(/<script src="[^"]+"[^>]* async=""/)
    expect(html).not.toContain('rel="preload" as="script"')
    // The stylesheet, the legacy script modern browsers skip and the inline scripts stay where they were.
    expect(html).toContain(`<link rel="stylesheet" href="/_next/static/chunks/a.css"${NONCE} data-precedence="next"/>`)
    expect(html).toContain(`<script src="/_next/static/chunks/legacy.js" noModule=""${NONCE}></script>`)
    expect(html).toContain(`<script${NONCE} id="_R_">boot()</script>`)
    const loader = /<script nonce="n0nce">(\(function\(p,u\)[\s\S]*?)<\/script><\/body><\/html>$/.exec(html)?.[1]
    // The scripts' folder is written once.
    expect(loader).toContain('("/_next/static/chunks/",["one.js","two.js","main.js"])')
    expect(loader).toContain('requestAnimationFrame')
  })

  it('asks for each script at its own address', () => {
    const added: string[] = []
    const loader = /<script nonce="n0nce">(\(function\(p,u\)[\s\S]*?)<\/script><\/body>/.exec(
      scriptsAfterPaint(page),
    )![1]!
    const document = { createElement: () => ({}), head: { appendChild: (e: { src: string }) => added.push(e.src) } }
    const run = (callback: (...args: unknown[]) => void, _ms?: number, ...args: unknown[]) => callback(...args)
    new Function('document', 'requestAnimationFrame', 'setTimeout', loader)(document, run, run)
    expect(added).toEqual([
      '/_next/static/chunks/one.js',
      '/_next/static/chunks/two.js',
      '/_next/static/chunks/main.js',
    ])
  })

  it('leaves a page without the framework’s scripts as it is', () => {
    const plain = '<html><head></head><body><p>Hello</p><script src="/elsewhere.js" async=""></script></body></html>'
    expect(scriptsAfterPaint(plain)).toBe(plain)
  })

  it('leaves a page whose scripts carry no nonce as it is: its policy would refuse the loader', () => {
    const withoutNonce = page.replaceAll(NONCE, '')
    expect(scriptsAfterPaint(withoutNonce)).toBe(withoutNonce)
  })
})
