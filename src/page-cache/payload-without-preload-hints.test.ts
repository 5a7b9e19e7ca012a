import { describe, expect, it } from 'vitest'

import { payloadWithoutPreloadHints } from './payload-without-preload-hints'

// Rows as Next writes them into a page's inline scripts (escaped inside a JavaScript string).
const FONT_HINT =
  ':HL[\\"/_next/static/media/inter.woff2\\",\\"font\\",{\\"crossOrigin\\":\\"\\",\\"type\\":\\"font/woff2\\"}]\\n'
const STYLE_HINT = ':HL[\\"/_next/static/chunks/a.css\\",\\"style\\",{\\"nonce\\":\\"\\"}]\\n'
const IMAGE_HINT =
  ':HL[\\"/img/828/a.webp\\",\\"image\\",{\\"fetchPriority\\":\\"high\\",\\"imageSrcSet\\":\\"/img/384/a.webp 384w\\"}]\\n'
const MODULE = '2:I[339756,[\\"$1\\"],\\"default\\"]\\n'
const TREE = '0:{\\"P\\":null,\\"c\\":[\\"\\",\\"events\\"]}\\n'
const push = (rows: string) => `<script>self.__next_f.push([1,"${rows}"])</script>`

describe('payloadWithoutPreloadHints', () => {
  it("leaves out every preload hint row and keeps the payload's other rows as they were", () => {
    const page = `<body><p>Hi</p>${push(MODULE + STYLE_HINT + FONT_HINT + TREE)}${push(IMAGE_HINT + MODULE)}</body>`
    expect(payloadWithoutPreloadHints(page)).toBe(`<body><p>Hi</p>${push(MODULE + TREE)}${push(MODULE)}</body>`)
  })

  it("leaves text that only looks like a hint: inside a row's content, or a hint cut between two scripts", () => {
    const inText = `3:[\\"$\\",\\"p\\",null,{\\"children\\":\\"a :HL[\\\\\\"x\\\\\\"]\\\\n b\\"}]\\n`
    const cut = `<script>self.__next_f.push([1,"${MODULE}:HL[\\"/a.css\\",\\"st"])</script>${push('yle\\"]\\n' + TREE)}`
    expect(payloadWithoutPreloadHints(push(inText))).toBe(push(inText))
    expect(payloadWithoutPreloadHints(cut)).toBe(cut)
  })

  it('leaves a page without a payload as it is', () => {
    const page = '<html><body><p>:HL["a"]\\n</p></body></html>'
    expect(payloadWithoutPreloadHints(page)).toBe(page)
  })
})
