// A rich-text body as the words the search index reads: its headings apart (they rank above the rest) and all of its
// text in reading order, blocks apart by a space.

type Node = { type?: string; text?: string; tag?: string; children?: Node[] }

const textOf = (node: Node): string =>
  node.type === 'text' ? (node.text ?? '') : (node.children ?? []).map(textOf).join(node.type === 'root' ? ' ' : '')

const BLOCKS = new Set(['paragraph', 'heading', 'quote', 'listitem', 'list'])

/** The headings and the whole text of a Lexical document (anything else gives empty text). */
export function lexicalText(body: unknown): { headings: string[]; text: string } {
  const root = (body as { root?: Node } | null | undefined)?.root
  if (!root) return { headings: [], text: '' }
  const headings: string[] = []
  const parts: string[] = []
  const walk = (node: Node) => {
    if (node.type === 'heading') headings.push(textOf(node).trim())
    if (node.type === 'text') parts.push(node.text ?? '')
    for (const child of node.children ?? []) walk(child)
    if (node.type && BLOCKS.has(node.type)) parts.push(' ')
  }
  walk(root)
  return {
    headings: headings.filter(Boolean),
    text: parts.join('').replace(/\s+/g, ' ').trim(),
  }
}
