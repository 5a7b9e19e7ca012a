import type { Where } from 'payload'

/** Only what an editor published: drafts and unpublished items never leave the content layer. */
export const PUBLISHED: Where = { _status: { equals: 'published' } }

export const and = (...clauses: (Where | undefined)[]): Where => ({
  and: clauses.filter((clause): clause is Where => Boolean(clause)),
})

export type Seo = { metaTitle: string | null; metaDescription: string | null; metaKeywords: string | null }

export const toSeo = (
  seo: { metaTitle?: string | null; metaDescription?: string | null; metaKeywords?: string | null } | null | undefined,
): Seo => ({
  metaTitle: seo?.metaTitle || null,
  metaDescription: seo?.metaDescription || null,
  metaKeywords: seo?.metaKeywords || null,
})
