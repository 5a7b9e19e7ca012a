import type { SeedBlock } from './content/types'

// Builds Payload's Lexical JSON from the seed's simple blocks. Only the node kinds the seed uses.

type LexicalNode = Record<string, unknown>

const BOLD = 1
/** A Lexical element node (root, paragraph, heading, list, link, ...). */
export const lexicalElement = (type: string, children: LexicalNode[], extra: LexicalNode = {}): LexicalNode => ({
  type,
  children,
  direction: 'ltr',
  format: '',
  indent: 0,
  version: 1,
  ...extra,
})
/** A Lexical text node. */
export const lexicalText = (value: string, format = 0): LexicalNode => ({
  type: 'text',
  text: value,
  detail: 0,
  format,
  mode: 'normal',
  style: '',
  version: 1,
})

const INLINE = /\[([^\]]+)\]\(([^)\s]+)\)|\*\*([^*]+)\*\*/g

/** Plain text with `[label](url)` links and `**bold**` runs. */
export function inlineNodes(source: string): LexicalNode[] {
  const nodes: LexicalNode[] = []
  let last = 0
  for (const match of source.matchAll(INLINE)) {
    if (match.index > last) nodes.push(lexicalText(source.slice(last, match.index)))
    const [, label, url, bold] = match
    if (bold !== undefined) {
      nodes.push(lexicalText(bold, BOLD))
    } else {
      const external = /^https?:\/\//.test(url!)
      nodes.push(
        lexicalElement('link', [lexicalText(label!)], {
          version: 3,
          fields: { linkType: 'custom', url, newTab: external },
        }),
      )
    }
    last = match.index + match[0].length
  }
  if (last < source.length) nodes.push(lexicalText(source.slice(last)))
  return nodes
}

/**
 * `uploadIds` holds the media id of each image block, in the order they appear.
 */
/** The editor state Payload stores for a rich-text field. */
export type LexicalDocument = {
  root: {
    type: string
    children: { type: string; version: number; [key: string]: unknown }[]
    direction: 'ltr' | 'rtl' | null
    format: '' | 'left' | 'start' | 'center' | 'right' | 'end' | 'justify'
    indent: number
    version: number
  }
}

export function richText(blocks: SeedBlock[], uploadIds: (number | string)[] = []): LexicalDocument {
  let image = 0
  const children = blocks.map((block): LexicalNode => {
    switch (block.type) {
      case 'h2':
      case 'h3':
        return lexicalElement('heading', inlineNodes(block.text), { tag: block.type })
      case 'p':
        return lexicalElement('paragraph', inlineNodes(block.text), { textFormat: 0, textStyle: '' })
      case 'quote':
        return lexicalElement('quote', inlineNodes(block.text))
      case 'ul':
      case 'ol':
        return lexicalElement(
          'list',
          block.items.map((item, index) => lexicalElement('listitem', inlineNodes(item), { value: index + 1 })),
          { listType: block.type === 'ul' ? 'bullet' : 'number', start: 1, tag: block.type },
        )
      case 'image': {
        const value = uploadIds[image++]
        if (value === undefined) throw new Error('richText: missing upload id for an image block')
        return {
          type: 'upload',
          version: 3,
          format: '',
          id: `seed-image-${image}`,
          fields: null,
          relationTo: 'media',
          value,
        }
      }
    }
  })
  return {
    root: {
      type: 'root',
      children: children as LexicalDocument['root']['children'],
      direction: 'ltr',
      format: '',
      indent: 0,
      version: 1,
    },
  }
}
