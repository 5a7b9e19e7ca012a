import { describe, expect, it } from 'vitest'

import { scriptHash } from './lock-scripts'
import { scriptsAfterPaint } from './scripts-after-paint'

const page =
  '<html><head><link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next"/>' +
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/main.js"/>' +
  '<script src="/_next/static/chunks/one.js" async=""></script><script src="/_next/static/chunks/two.js" async="">' +
  '</script><script src="/_next/static/chunks/legacy.js" noModule=""></script></head><body><p>Hello</p>' +
  '<script id="_R_">boot()</script><script src="/_next/static/chunks/main.js" async=""></script>' +
  '<script>self.__next_f.push([0])</script></body></html>'

describe('scriptsAfterPaint', () => {
  it('takes out the framework’s async scripts and their preloads, and asks for them in one hashed inline script', () => {
    const { html, hashes } = scriptsAfterPaint(page)
    expect(html).not.toMatch(/<script src="[^"]+" async="">/)
    expect(html).not.toContain('rel="preload" as="script"')
    // The stylesheet, the legacy script modern browsers skip and the inline scripts stay where they were.
    expect(html).toContain('<link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next"/>')
    expect(html).toContain('<script src="/_next/static/chunks/legacy.js" noModule=""></script>')
    expect(html).toContain('<script id="_R_">boot()</script>')
    const loader = /<script>(\(function\(u\)[\s\S]*?)<\/script><\/body><\/html>$/.exec(html)?.[1]
    expect(loader).toContain(
      '["/_next/static/chunks/one.js","/_next/static/chunks/two.js","/_next/static/chunks/main.js"]',
    )
    expect(loader).toContain('requestAnimationFrame')
    expect(hashes).toEqual([scriptHash(loader!)])
  })

  it('leaves a page without the framework’s scripts as it is', () => {
    const plain = '<html><head></head><body><p>Hello</p><script src="/elsewhere.js" async=""></script></body></html>'
    expect(scriptsAfterPaint(plain)).toEqual({ html: plain, hashes: [] })
  })
})
