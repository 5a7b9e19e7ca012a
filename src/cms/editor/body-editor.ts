import {
  BlockquoteFeature,
  BoldFeature,
  createServerFeature,
  HeadingFeature,
  HorizontalRuleFeature,
  InlineCodeFeature,
  InlineToolbarFeature,
  ItalicFeature,
  lexicalEditor,
  LinkFeature,
  OrderedListFeature,
  ParagraphFeature,
  StrikethroughFeature,
  SubscriptFeature,
  SuperscriptFeature,
  UnderlineFeature,
  UnorderedListFeature,
  UploadFeature,
} from '@payloadcms/richtext-lexical'
import type { CollectionSlug } from 'payload'

/** Where an internal link may point: the collections with a public page (src/content/rich-text-html.server.ts). */
const LINKABLE: CollectionSlug[] = ['blogs', 'news']
const HEADING_TAGS: Record<string, string> = { h1: 'h2', h5: 'h4', h6: 'h4' }

type StoredNode = {
  type: string
  tag?: string
  relationTo?: string
  fields?: { linkType?: string; doc?: { relationTo?: string } | null } | null
  children?: StoredNode[]
}

/** A stored node as the editor now offers it: none at all, its children only, or itself with its heading size fitted. */
function fitNode(node: StoredNode): StoredNode[] {
  if (node.type === 'relationship' || (node.type === 'upload' && node.relationTo !== 'media')) return []
  const children = node.children && fitNodes(node.children)
  const internal = node.type === 'link' && node.fields?.linkType === 'internal'
  if (internal && !LINKABLE.some((slug) => slug === node.fields?.doc?.relationTo)) return children ?? []
  const tag = node.type === 'heading' && node.tag ? (HEADING_TAGS[node.tag] ?? node.tag) : node.tag
  return [{ ...node, ...(children && { children }), ...(tag && { tag }) }]
}

const fitNodes = (nodes: StoredNode[]): StoredNode[] => nodes.flatMap(fitNode)

// Bodies stored before 0108 are fitted to the editor below as they are read. The editor cannot open a node type it no
// longer registers (a relationship block), and a heading size, upload or link target it no longer offers would fail
// validation at the next save, even of a status change. None of them reached the public page as more than stray text.
const FitStoredBodyFeature = createServerFeature({
  key: 'fitStoredBody',
  feature: {
    hooks: {
      afterRead: [
        ({ value }) =>
          value?.root ? { ...value, root: { ...value.root, children: fitNodes(value.root.children) } } : value,
      ],
    },
  },
})

/**
 * The rich-text bodies of blogs and news offer only what src/content/rich-text-html.server.ts renders
 * (docs/decisions/0108-rich-text-links-and-headings.md).
 */
export const bodyEditor = lexicalEditor({
  features: [
    BoldFeature(),
    ItalicFeature(),
    UnderlineFeature(),
    StrikethroughFeature(),
    SubscriptFeature(),
    SuperscriptFeature(),
    InlineCodeFeature(),
    ParagraphFeature(),
    HeadingFeature({ enabledHeadingSizes: ['h2', 'h3', 'h4'] }),
    UnorderedListFeature(),
    OrderedListFeature(),
    LinkFeature({ enabledCollections: LINKABLE }),
    BlockquoteFeature(),
    UploadFeature({ enabledCollections: ['media'] }),
    HorizontalRuleFeature(),
    InlineToolbarFeature(),
    FitStoredBodyFeature(),
  ],
})
