import { describe, expect, it } from 'vitest'

import { lexicalElement, lexicalText, richText } from '@/seed/rich-text'

import { bodyHtml, sanitizeBodyHtml } from './rich-text-html.server'

describe('body HTML', () => {
  it('renders headings, lists, quotes and links from the stored rich text', () => {
    const html = bodyHtml(
      richText([
        { type: 'h2', text: 'Before you apply' },
        {
          type: 'p',
          text: 'Read the [UCAS guide](https://www.ucas.com/guide) and our [checklist](/blogs/checklist), **early**.',
        },
        { type: 'ul', items: ['Passport', 'Transcripts'] },
        { type: 'quote', text: 'Start a year ahead.' },
      ]),
    )
    expect(html).toContain('<h2>Before you apply</h2>')
    expect(html).toContain(
      '<a href="https://www.ucas.com/guide" target="_blank" rel="noopener noreferrer">UCAS guide</a>',
    )
    expect(html).toContain('<a href="/blogs/checklist">checklist</a>')
    expect(html).toContain('<strong>early</strong>')
    expect(html).toMatch(/<ul>\s*<li[^>]*>Passport<\/li>/)
    expect(html).toContain('<blockquote>Start a year ahead.</blockquote>')
  })

  it('renders an uploaded image with a srcset under /images, lazily and sized', () => {
    const media = {
      id: 1,
      alt: 'Students on a "campus" lawn',
      url: '/images/campus.jpg',
      width: 1600,
      height: 900,
      sizes: {
        card: { url: '/images/campus-768x432.webp', width: 768, height: 432 },
        hero: { url: '/images/campus-1280x720.webp', width: 1280, height: 720 },
      },
    }
    const body = richText(
      [{ type: 'image', image: { art: { kind: 'portrait', initials: 'X', hue: 0 }, alt: 'unused' } }],
      [1],
    )
    body.root.children[0]!.value = media
    const html = bodyHtml(body)
    expect(html).toContain('src="/images/campus-1280x720.webp"')
    expect(html).toContain('srcset="/images/campus-768x432.webp 768w, /images/campus-1280x720.webp 1280w"')
    expect(html).toContain('width="1600" height="900"')
    expect(html).toContain('alt="Students on a &quot;campus&quot; lawn"')
    expect(html).toContain('loading="lazy"')
  })

  it('drops scripts, event handlers, javascript: links and images from other hosts', () => {
    const html = sanitizeBodyHtml(
      '<p onclick="steal()">Hi<script>alert(1)</script></p><a href="javascript:alert(1)">x</a><img src="https://tracker.example/p.gif"><iframe src="/x"></iframe><img src="/images/a.webp" alt="a">',
    )
    expect(html).not.toMatch(/script|onclick|javascript:|tracker\.example|iframe/)
    expect(html).toContain('<p>Hi</p>')
    expect(html).toContain('<img src="/images/a.webp" alt="a" />')
  })
})

const root = (...children: Record<string, unknown>[]) => ({
  root: { type: 'root', children, direction: 'ltr', format: '', indent: 0, version: 1 },
})
const paragraph = (...children: Record<string, unknown>[]) =>
  lexicalElement('paragraph', children, { textFormat: 0, textStyle: '' })
const internalLink = (text: string, relationTo: string, value: unknown) =>
  lexicalElement('link', [lexicalText(text)], {
    version: 3,
    fields: { linkType: 'internal', newTab: false, doc: { relationTo, value } },
  })

describe('internal links', () => {
  const published = (slug: string) => ({ id: 7, slug, _status: 'published' })

  it('link to the public page of a published blog or news item', () => {
    const html = bodyHtml(
      root(
        paragraph(
          lexicalText('See '),
          internalLink('the checklist', 'blogs', published('visa-checklist')),
          lexicalText(' and '),
          internalLink('the fair', 'news', published('education-fair-2026')),
        ),
      ),
    )
    expect(html).toBe(
      '<p>See <a href="/blogs/visa-checklist">the checklist</a> and <a href="/newsroom/education-fair-2026">the fair</a></p>',
    )
  })

  it.each([
    ['an id that was not populated', 'blogs', 7],
    ['a deleted document', 'news', null],
    ['an unpublished document', 'blogs', { id: 7, slug: 'draft', _status: 'draft' }],
    ['a document without a slug', 'news', { id: 7, slug: null, _status: 'published' }],
    ['another collection', 'users', published('admin')],
  ])('render only their text for %s', (_case, relationTo, value) => {
    const html = bodyHtml(root(paragraph(internalLink('our guide', relationTo, value))))
    expect(html).toBe('<p>our guide</p>')
  })

  it('render only their text when a custom link has no address', () => {
    const link = lexicalElement('link', [lexicalText('nowhere')], {
      fields: { linkType: 'custom', newTab: false, url: '' },
    })
    expect(bodyHtml(root(paragraph(link)))).toBe('<p>nowhere</p>')
  })
})

describe('headings and nodes the page has no markup for', () => {
  const heading = (tag: string, text: string) => lexicalElement('heading', [lexicalText(text)], { tag })

  it('keeps headings between h2 and h4', () => {
    const html = bodyHtml(
      root(heading('h1', 'One'), heading('h3', 'Three'), heading('h5', 'Five'), heading('h6', 'Six')),
    )
    expect(html).toBe('<h2>One</h2><h3>Three</h3><h4>Five</h4><h4>Six</h4>')
  })

  it('drops a relationship block, and keeps the words of an unknown node as text, escaped', () => {
    const html = bodyHtml(
      root(
        paragraph(lexicalText('Before')),
        { type: 'relationship', version: 2, format: '', relationTo: 'blogs', value: 3 },
        lexicalElement('callout', [lexicalText('Apply <early>')]),
        paragraph(lexicalText('A '), lexicalElement('mention', [lexicalText('counsellor')]), lexicalText(' calls.')),
        { type: 'block', version: 2, format: '', fields: { id: 'x', blockType: 'cta', blockName: '' } },
      ),
    )
    expect(html).not.toContain('unknown node')
    expect(html).toBe('<p>Before</p><p>Apply &lt;early&gt;</p><p>A counsellor calls.</p>')
  })

  it('writes underline and strikethrough as tags, and check lists as plain lists', () => {
    const list = lexicalElement(
      'list',
      [lexicalElement('listitem', [lexicalText('Passport')], { value: 1, checked: true })],
      { listType: 'check', start: 1, tag: 'ul' },
    )
    const html = bodyHtml(root(paragraph(lexicalText('gone', 4), lexicalText('key', 8 | 1)), list))
    expect(html).toBe('<p><s>gone</s><u><strong>key</strong></u></p><ul><li>Passport</li></ul>')
  })

  it('leaves out an upload from a collection other than media', () => {
    const upload = { type: 'upload', version: 3, format: '', id: 'u', fields: null, relationTo: 'documents' }
    const html = bodyHtml(root({ ...upload, value: { id: 1, url: '/documents/brochure.pdf', alt: 'x' } }))
    expect(html).toBe('')
  })
})
