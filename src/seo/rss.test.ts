import { describe, expect, it } from 'vitest'

import { imageType, rssXml } from './rss'

describe('rssXml', () => {
  const xml = rssXml({
    title: 'Blogs | Brighter Bridge <Education>',
    description: 'Guides & news',
    link: 'https://example.org/blogs',
    selfLink: 'https://example.org/blogs/feed.xml',
    language: 'en-GB',
    items: [
      {
        title: 'Fees & funding: "what" <changes>',
        link: 'https://example.org/blogs/fees?a=1&b=2',
        description: 'Control\u0001 characters go',
        date: '2026-11-10T00:00:00.000Z',
        category: 'Scholarships & Funding',
        image: { url: 'https://example.org/images/a.webp', type: 'image/webp' },
      },
    ],
  })

  it('escapes text and addresses so the feed stays well-formed', () => {
    expect(xml).toContain('<title>Fees &amp; funding: &quot;what&quot; &lt;changes&gt;</title>')
    expect(xml).toContain('<link>https://example.org/blogs/fees?a=1&amp;b=2</link>')
    expect(xml).toContain('<description>Control characters go</description>')
    expect(xml).toContain('<title>Blogs | Brighter Bridge &lt;Education&gt;</title>')
  })

  it('carries RFC 822 dates, the category, the image and a self link', () => {
    expect(xml).toContain('<pubDate>Tue, 10 Nov 2026 00:00:00 GMT</pubDate>')
    expect(xml).toContain('<lastBuildDate>Tue, 10 Nov 2026 00:00:00 GMT</lastBuildDate>')
    expect(xml).toContain('<category>Scholarships &amp; Funding</category>')
    expect(xml).toContain('<enclosure url="https://example.org/images/a.webp" type="image/webp" length="0"/>')
    expect(xml).toContain(
      '<atom:link href="https://example.org/blogs/feed.xml" rel="self" type="application/rss+xml"/>',
    )
  })

  it('names image types by extension', () => {
    expect(imageType('/images/a.jpg')).toBe('image/jpeg')
    expect(imageType('/images/a.png')).toBe('image/png')
    expect(imageType('/images/a.webp')).toBe('image/webp')
  })
})
