import type { Payload, RequiredDataFromCollectionSlug } from 'payload'

import { pageArtName, type PageImage } from '@/brand/page-art'
import type { Action, Block, Item, ServicePageContent } from '@/service-pages/types'

import { FIXED_PAGES, SITE_PAGES } from './content/site-pages'

// The site's own pages as CMS pages, added in rounds: a start adds each round once to a database that has never had it
// (a new one, or one from before those pages were editable), and never again, so a page an editor deleted stays
// deleted. Round 1: the service pages and About us; round 2: home, contact, terms and privacy.

type PageData = RequiredDataFromCollectionSlug<'pages'>

function rounds(): PageData[][] {
  return [SITE_PAGES.map((content) => toPageData(content)), FIXED_PAGES]
}

/** The latest round of site pages. */
export const SITE_PAGES_ROUND = 2

function art(image: PageImage) {
  const name = pageArtName(image.src)
  if (!name) throw new Error(`Not a drawn illustration: ${image.src}`)
  return name
}

const rows = (texts: string[] | undefined) => texts?.map((text) => ({ text }))
const button = (action: Action | undefined) => action && { label: action.label, href: action.href }

const heading = (block: Exclude<Block, { kind: 'cta' }>) => ({
  anchor: block.id,
  eyebrow: block.eyebrow,
  title: block.title,
  lead: block.lead,
  tone: block.tone,
})

const items = (list: Item[]) =>
  list.map((item) => ({
    title: item.title,
    text: item.text,
    points: rows(item.points),
    art: item.image && art(item.image),
  }))

function part(block: Exclude<Block, { kind: 'topic' }>) {
  switch (block.kind) {
    case 'cards':
      return {
        blockType: 'cards' as const,
        ...heading(block),
        numbered: block.numbered,
        columns: block.columns && (String(block.columns) as '2' | '3' | '4'),
        items: items(block.items),
      }
    case 'steps':
      return { blockType: 'steps' as const, ...heading(block), items: items(block.items) }
    case 'checklist':
      return { blockType: 'checklist' as const, ...heading(block), items: rows(block.items) ?? [], note: block.note }
    case 'feature':
      return {
        blockType: 'feature' as const,
        ...heading(block),
        text: block.paragraphs.join('\n\n'),
        points: rows(block.points),
        art: block.image && art(block.image),
        reverse: block.reverse,
        action: button(block.action),
      }
    case 'facts':
      return { blockType: 'facts' as const, ...heading(block), items: block.items }
    case 'cta':
      return { blockType: 'cta' as const, title: block.title, text: block.text, action: button(block.action) }
  }
}

/** A page written as typed content, as the data of a published CMS page. */
export function toPageData(content: ServicePageContent): PageData {
  const { hero } = content
  return {
    title: hero.title,
    path: content.path,
    hero: {
      eyebrow: hero.eyebrow,
      lead: hero.lead,
      art: hero.image && art(hero.image),
      primary: hero.primary,
      secondary: button(hero.secondary),
      highlights: rows(hero.highlights),
    },
    jumpBar: content.jumpBar?.map(({ label, id }) => ({ label, anchor: id })),
    layout: content.blocks.map((block) =>
      block.kind === 'topic'
        ? { blockType: 'topic' as const, ...heading(block), anchor: block.id, parts: block.blocks.map(part) }
        : part(block),
    ),
    enquiry: content.enquiry,
    seo: { metaTitle: content.metaTitle, metaDescription: content.description },
    _status: 'published',
  } as PageData
}

/**
 * Creates each page of the rounds after `doneRound` whose address has no page yet; resolves with the number created.
 */
export async function addSitePages(payload: Payload, doneRound = 0): Promise<number> {
  let created = 0
  for (const data of rounds().slice(doneRound).flat()) {
    const { docs } = await payload.find({
      collection: 'pages',
      where: { path: { equals: data.path } },
      draft: true,
      limit: 1,
      depth: 0,
      overrideAccess: true,
    })
    if (docs.length > 0) continue
    await payload.create({ collection: 'pages', data, overrideAccess: true })
    created += 1
  }
  return created
}
