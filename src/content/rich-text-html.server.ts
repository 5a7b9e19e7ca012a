import type { SerializedUploadNode } from '@payloadcms/richtext-lexical'
import { convertLexicalToHTML, type HTMLConvertersFunction } from '@payloadcms/richtext-lexical/html'
import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'
import sanitizeHtml from 'sanitize-html'

import type { Media } from '@/cms/payload-types'

import { srcSet, toPicture } from './picture'

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

/** Images in a body: the hero rendition with a srcset, lazy, sized to avoid layout shift. */
const uploadHtml = (node: SerializedUploadNode): string => {
  const picture = toPicture(node.value as Media)
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

const converters: HTMLConvertersFunction = ({ defaultConverters }) => ({
  ...defaultConverters,
  upload: ({ node }) => uploadHtml(node as SerializedUploadNode),
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

/** A stored rich-text body as safe HTML (uploads must be populated, i.e. read with depth ≥ 1). */
export function bodyHtml(body: unknown): string {
  if (!body || typeof body !== 'object') return ''
  const html = convertLexicalToHTML({ converters, data: body as SerializedEditorState, disableContainer: true })
  return sanitizeBodyHtml(html)
}
