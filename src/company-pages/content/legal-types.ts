/** A legal page's text. `{name}` in a paragraph becomes the consultancy's name and `{email}` a link to its enquiries address (site settings). */
export type LegalSection = { id: string; title: string; paragraphs: string[]; points?: string[] }

export type LegalPage = {
  path: string
  title: string
  metaTitle: string
  description: string
  lead: string
  /** The day it last changed, as an ISO date. */
  updated: string
}
