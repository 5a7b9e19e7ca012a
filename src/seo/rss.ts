// RSS 2.0 feeds of the blogs and the newsroom (docs/decisions/0033). Every address is absolute (SITE_URL).

export type FeedItem = {
  title: string
  /** Absolute address of the item's page. */
  link: string
  description: string
  date: string
  category?: string | null
  /** Absolute address of the item's image. */
  image?: { url: string; type: string } | null
}

type Feed = { title: string; description: string; link: string; selfLink: string; language: string; items: FeedItem[] }

const escapeXml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;')
    // Characters XML 1.0 cannot carry at all.
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f]/g, '')

const rfc822 = (iso: string) => new Date(iso).toUTCString()

export function rssXml({ title, description, link, selfLink, language, items }: Feed): string {
  const lastBuild = items.reduce((latest, item) => (item.date > latest ? item.date : latest), '')
  const entries = items.map(
    (item) => `    <item>
      <title>${escapeXml(item.title)}</title>
      <link>${escapeXml(item.link)}</link>
      <guid isPermaLink="true">${escapeXml(item.link)}</guid>
      <description>${escapeXml(item.description)}</description>
      <pubDate>${rfc822(item.date)}</pubDate>${item.category ? `\n      <category>${escapeXml(item.category)}</category>` : ''}${
        item.image ? `\n      <enclosure url="${escapeXml(item.image.url)}" type="${item.image.type}" length="0"/>` : ''
      }
    </item>`,
  )
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">
  <channel>
    <title>${escapeXml(title)}</title>
    <link>${escapeXml(link)}</link>
    <description>${escapeXml(description)}</description>
    <language>${language}</language>
    <atom:link href="${escapeXml(selfLink)}" rel="self" type="application/rss+xml"/>${
      lastBuild ? `\n    <lastBuildDate>${rfc822(lastBuild)}</lastBuildDate>` : ''
    }
${entries.join('\n')}
  </channel>
</rss>
`
}

export const rssResponse = (xml: string) =>
  new Response(xml, {
    headers: {
      'Content-Type': 'application/rss+xml; charset=utf-8',
      'Cache-Control': 'public, max-age=300, stale-while-revalidate=600',
    },
  })

/** MIME type of an image address by its extension (the WebP renditions, or an original upload). */
export const imageType = (url: string) => {
  const extension = url.split('.').pop()?.toLowerCase()
  return extension === 'jpg' || extension === 'jpeg' ? 'image/jpeg' : `image/${extension ?? 'webp'}`
}
