import { describe, expect, it } from 'vitest'

import { richText } from '@/seed/rich-text'

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
