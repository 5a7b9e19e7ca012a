import { StaticMarkup } from '@/ui/static-markup'

const jsonLdText = (data: Record<string, unknown>) => JSON.stringify(data).replace(/</g, '\\u003c')

/**
 * Structured data for search engines, as a script element; `<` is escaped so content can never close the script
 * element. For a tree that is already StaticMarkup; anywhere else, StaticJsonLd.
 */
export function JsonLd({ data }: { data: Record<string, unknown> }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(data) }} />
}

/** Structured data sent as HTML only: the router's payload has no use for it (StaticMarkup, docs/decisions/0196). */
export function StaticJsonLd({ data }: { data: Record<string, unknown> }) {
  return <StaticMarkup as="script" type="application/ld+json" html={jsonLdText(data)} />
}
