// The shape of a service page's content: typed data, rendered by the shared components in ./components.

import type { PageImage } from '@/brand/page-art'

export type { PageImage }

/** A call to action: a page address, or `#enquiry` to scroll to the page's enquiry block. */
export type Action = { label: string; href: string }

export type Item = {
  title: string
  text: string
  /** Short facts shown under the text, as a compact list. */
  points?: string[]
  image?: PageImage
}

type Heading = {
  /** The section's anchor; also the id the jump bar and the navigation link to. */
  id?: string
  eyebrow?: string
  title: string
  lead?: string
  tone?: 'plain' | 'tint'
}

/** One band of a page. Lists are labelled by their heading, so each can be found (and counted) by its name. */
export type Block =
  | (Heading & { kind: 'cards'; items: Item[]; numbered?: boolean; columns?: 2 | 3 | 4 })
  | (Heading & { kind: 'steps'; items: Item[] })
  | (Heading & { kind: 'checklist'; items: string[]; note?: string })
  | (Heading & {
      kind: 'feature'
      paragraphs: string[]
      points?: string[]
      image?: PageImage
      reverse?: boolean
      action?: Action
    })
  | (Heading & { kind: 'facts'; items: { figure: string; label: string }[] })
  | { kind: 'cta'; title: string; text: string; action: Action }
  | (Heading & { kind: 'topic'; id: string; blocks: Exclude<Block, { kind: 'topic' }>[] })

export type ServicePageContent = {
  path: string
  /** Shown in the browser tab and search results (the site's name is appended). */
  metaTitle: string
  description: string
  hero: {
    eyebrow: string
    title: string
    lead: string
    /** Absent on the contact and legal pages. */
    image?: PageImage
    primary?: Action
    secondary?: Action
    highlights?: string[]
  }
  /** Present on a page of several topics: the sticky bar of links to each topic's section. */
  jumpBar?: { label: string; id: string }[]
  blocks: Block[]
  /** The free-consultation form's heading and text, at the end of the page; absent on a page without it. */
  enquiry?: { title: string; text: string }
}
