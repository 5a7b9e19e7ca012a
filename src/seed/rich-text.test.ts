import { describe, expect, it } from 'vitest'

import { inlineNodes, richText } from './rich-text'

describe('seed rich text', () => {
  it('turns markdown links and bold runs into Lexical nodes', () => {
    const nodes = inlineNodes('Read [the guide](https://www.gov.uk/student-visa) **today** please')
    expect(nodes.map((node) => node.type)).toEqual(['text', 'link', 'text', 'text', 'text'])
    expect(nodes[1]).toMatchObject({
      fields: { linkType: 'custom', url: 'https://www.gov.uk/student-visa', newTab: true },
    })
    expect(nodes[3]).toMatchObject({ text: 'today', format: 1 })
  })

  it('keeps internal links in the same tab', () => {
    expect(inlineNodes('[Contact us](/contact)')[0]).toMatchObject({ fields: { url: '/contact', newTab: false } })
  })

  it('builds headings, lists and uploads in order', () => {
    const { root } = richText(
      [
        { type: 'h2', text: 'Why' },
        { type: 'ol', items: ['One', 'Two'] },
        { type: 'image', image: { alt: 'A campus', art: { kind: 'scene', scene: 'campus' } } },
      ],
      [42],
    )
    const children = root.children as Record<string, unknown>[]
    expect(children.map((child) => child.type)).toEqual(['heading', 'list', 'upload'])
    expect(children[0]).toMatchObject({ tag: 'h2' })
    expect(children[1]).toMatchObject({ listType: 'number', tag: 'ol' })
    expect(children[2]).toMatchObject({ relationTo: 'media', value: 42 })
  })

  it('refuses an image block without an upload', () => {
    expect(() =>
      richText([{ type: 'image', image: { alt: 'x', art: { kind: 'scene', scene: 'globe' } } }], []),
    ).toThrow()
  })
})
