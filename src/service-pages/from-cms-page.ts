import { pageArt, type PageArtName } from '@/brand/page-art'
import type {
  CardsBlock,
  ChecklistBlock,
  CtaBlock,
  FactsBlock,
  FeatureBlock,
  Page,
  StepsBlock,
  TopicBlock,
} from '@/cms/payload-types'

import type { Action, Block, Item, ServicePageContent } from './types'

// A CMS page (src/cms/collections/pages) as the content the page kit renders: empty fields become absent ones, so a
// page an editor builds renders exactly as one written as typed content did.

type Maybe<T> = T | null | undefined
type Part = CardsBlock | StepsBlock | ChecklistBlock | FeatureBlock | FactsBlock | CtaBlock

const optional = (value: Maybe<string>) => (value ? value : undefined)
const texts = (rows: Maybe<{ text: string }[]>) => (rows?.length ? rows.map((row) => row.text) : undefined)
const image = (art: Maybe<PageArtName>) => (art ? pageArt(art) : undefined)
const action = (value: Maybe<{ label?: Maybe<string>; href?: Maybe<string> }>): Action | undefined =>
  value?.label && value.href ? { label: value.label, href: value.href } : undefined

/** A feature's text: paragraphs apart by an empty line. */
export const toParagraphs = (text: string) =>
  text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)

const heading = (block: Exclude<Part, CtaBlock> | TopicBlock) => ({
  id: optional(block.anchor),
  eyebrow: optional(block.eyebrow),
  title: block.title,
  lead: optional(block.lead),
  tone: block.tone === 'tint' ? ('tint' as const) : undefined,
})

const items = (rows: CardsBlock['items']): Item[] =>
  rows.map((row) => ({ title: row.title, text: row.text, points: texts(row.points), image: image(row.art) }))

function part(block: Part): Exclude<Block, { kind: 'topic' }> {
  switch (block.blockType) {
    case 'cards':
      return {
        ...heading(block),
        kind: 'cards',
        items: items(block.items),
        numbered: block.numbered || undefined,
        columns: block.columns ? (Number(block.columns) as 2 | 3 | 4) : undefined,
      }
    case 'steps':
      return { ...heading(block), kind: 'steps', items: items(block.items) }
    case 'checklist':
      return { ...heading(block), kind: 'checklist', items: texts(block.items) ?? [], note: optional(block.note) }
    case 'feature':
      return {
        ...heading(block),
        kind: 'feature',
        paragraphs: toParagraphs(block.text),
        points: texts(block.points),
        image: image(block.art),
        reverse: block.reverse || undefined,
        action: action(block.action),
      }
    case 'facts':
      return { ...heading(block), kind: 'facts', items: block.items.map(({ figure, label }) => ({ figure, label })) }
    case 'cta':
      return {
        kind: 'cta',
        title: block.title,
        text: block.text,
        action: action(block.action) ?? { label: '', href: '' },
      }
  }
}

/** A band of the page kit (src/service-pages/components), as against the home, contact and legal sections. */
export type KitBlock = Part | TopicBlock

const KIT_TYPES = new Set<string>(['cards', 'steps', 'checklist', 'feature', 'facts', 'cta', 'topic'])

export const isKitBlock = (block: Page['layout'][number]): block is KitBlock => KIT_TYPES.has(block.blockType)

/** A band of the page kit as the content its components render. */
export const kitBand = (block: KitBlock): Block =>
  block.blockType === 'topic'
    ? { ...heading(block), kind: 'topic', id: block.anchor, blocks: block.parts.map(part) }
    : part(block)

/** The content the service page kit renders for a CMS page. */
export function fromCmsPage(page: Page): ServicePageContent {
  const hero = page.hero ?? { eyebrow: '', lead: '' }
  return {
    path: page.path,
    metaTitle: page.seo?.metaTitle || page.title,
    description: page.seo?.metaDescription ?? '',
    hero: {
      eyebrow: hero.eyebrow,
      title: page.title,
      lead: hero.lead,
      image: image(hero.art),
      primary: action(hero.primary),
      secondary: action(hero.secondary),
      highlights: texts(hero.highlights),
    },
    jumpBar: page.jumpBar?.length ? page.jumpBar.map(({ label, anchor }) => ({ label, id: anchor })) : undefined,
    blocks: page.layout.filter(isKitBlock).map(kitBand),
    enquiry:
      page.enquiry?.title && page.enquiry.text ? { title: page.enquiry.title, text: page.enquiry.text } : undefined,
  }
}
