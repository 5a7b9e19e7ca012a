import type { SerializedLinkNode, SerializedTextNode, SerializedUploadNode } from '@payloadcms/richtext-lexical'
import { convertLexicalToHTML, type HTMLConvertersFunction } from '@payloadcms/richtext-lexical/html'
import type { SerializedEditorState, SerializedLexicalNode } from '@payloadcms/richtext-lexical/lexical'
import sanitizeHtml from 'sanitize-html'

import type { Media } from '@/cms/payload-types'
import { ITEM_PATHS, type ItemCollection, itemPath } from '@/config/item-paths'
import { escapeHtml } from '@/security/escape-html'

import { srcSet, toPicture } from './picture'

/** Images in a body: the hero rendition with a srcset, lazy, sized to avoid layout shift. */
const uploadHtml = (node: SerializedUploadNode): string => {
  const picture = node.relationTo === 'media' ? toPicture(node.value as Media) : null
  if (!picture) return ''
  const attrs = [
    `src="${escapeHtml(picture.sources.find((source) => source.name === 'hero')?.url ?? picture.url)}"`,
    picture.sources.length ? `srcset="${escapeHtml(srcSet(picture))}"` : '',
    picture.sources.length ? 'sizes="(max-width: 800px) 100vw, 760px"' : '',
    `width="${picture.width}"`,
    `height="${picture.height}"`,
    `alt="${escapeHtml(picture.alt)}"`,
    'loading="lazy"',
    'decoding="async"',
  ].filter(Boolean)
  return `<figure><img ${attrs.join(' ')}></figure>`
}

/**
 * The public page of an internal link's document, or null when there is none to link to: the target was deleted,
 * is not published, or was not populated (the body must be read with depth ≥ 1).
 */
function internalHref(doc: SerializedLinkNode['fields']['doc']): string | null {
  const collection = doc?.relationTo
  const target = doc?.value
  if (!collection || !(collection in ITEM_PATHS) || !target || typeof target !== 'object') return null
  const { slug, _status: status } = target
  return status === 'published' && typeof slug === 'string' && slug
    ? itemPath(collection as ItemCollection, slug)
    : null
}

/** A link, or just its text when it leads nowhere, never `href="#"`. Target and rel are the sanitiser's to set. */
function linkHtml(node: SerializedLinkNode, text: string): string {
  const href = node.fields.linkType === 'internal' ? internalHref(node.fields.doc) : node.fields.url
  return href ? `<a href="${escapeHtml(href)}">${text}</a>` : text
}

// Lexical's format bits, nested as Payload's own converter nests them, but as tags the allowlist keeps
// (Payload writes underline and strikethrough as styled spans, which the sanitiser reduces to bare text).
const TEXT_FORMATS: [bit: number, tag: string][] = [
  [1, 'strong'],
  [2, 'em'],
  [4, 's'],
  [8, 'u'],
  [16, 'code'],
  [32, 'sub'],
  [64, 'sup'],
]

const textHtml = (node: SerializedTextNode): string =>
  TEXT_FORMATS.reduce(
    (html, [bit, tag]) => (node.format & bit ? `<${tag}>${html}</${tag}>` : html),
    escapeHtml(node.text),
  )

/** The words inside a node and its descendants. */
const plainText = (node: SerializedLexicalNode): string => {
  const { text, children } = node as { text?: unknown; children?: SerializedLexicalNode[] }
  return (typeof text === 'string' ? text : '') + (Array.isArray(children) ? children.map(plainText).join('') : '')
}

/**
 * A node this page has no markup for (a relationship block, a block, a node type from a removed editor feature)
 * keeps its words, as a paragraph at the top level so they do not run into the next block.
 */
const unknownHtml = (node: SerializedLexicalNode, parent: { type: string }): string => {
  const text = escapeHtml(plainText(node))
  return text && parent.type === 'root' ? `<p>${text}</p>` : text
}

const converters: HTMLConvertersFunction = ({ defaultConverters }) => ({
  ...defaultConverters,
  text: ({ node }) => textHtml(node),
  link: ({ node, nodesToHTML }) => linkHtml(node, nodesToHTML({ nodes: node.children }).join('')),
  // Check-list items without their checkbox markup, which the sanitiser would strip to stray text.
  listitem: ({ node, nodesToHTML }) => `<li>${nodesToHTML({ nodes: node.children }).join('')}</li>`,
  upload: ({ node }) => uploadHtml(node as SerializedUploadNode),
  unknown: ({ node, parent }) => unknownHtml(node, parent),
})

/** What body HTML may contain; anything else is dropped. */
const ALLOWLIST: sanitizeHtml.IOptions = {
  allowedTags: [
    'h2',
    'h3',
    'h4',
    'p',
    'br',
    'hr',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'sub',
    'sup',
    'code',
    'blockquote',
    'ul',
    'ol',
    'li',
    'a',
    'figure',
    'figcaption',
    'img',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
  ],
  allowedAttributes: {
    a: ['href', 'target', 'rel'],
    img: ['src', 'srcset', 'sizes', 'width', 'height', 'alt', 'loading', 'decoding'],
    // The converter writes value= on every list item, invalid inside <ul>; an <ol>'s start keeps its numbering.
    ol: ['start'],
    th: ['colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
  },
  allowedSchemes: ['https', 'http', 'mailto', 'tel'],
  allowedSchemesByTag: { img: [] },
  allowProtocolRelative: false,
  transformTags: {
    // Articles keep the page's outline: the title is the h1, and the styles stop at h4.
    h1: 'h2',
    h5: 'h4',
    h6: 'h4',
    a: (tagName, attribs): sanitizeHtml.Tag => {
      const href = attribs.href ?? '#'
      const external = /^https?:\/\//i.test(href)
      return { tagName, attribs: external ? { href, target: '_blank', rel: 'noopener noreferrer' } : { href } }
    },
  },
}

/** Allowlist-sanitised HTML. Images keep only site-relative sources (/images/...). */
export function sanitizeBodyHtml(html: string): string {
  return sanitizeHtml(html, ALLOWLIST)
}

/** A stored rich-text body as safe HTML (uploads and internal links must be populated, i.e. read with depth ≥ 1). */
export function bodyHtml(body: unknown): string {
  if (!body || typeof body !== 'object') return ''
  const html = convertLexicalToHTML({ converters, data: body as SerializedEditorState, disableContainer: true })
  return sanitizeBodyHtml(html)
}
