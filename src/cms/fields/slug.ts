import type { CollectionBeforeValidateHook, CollectionSlug, TextField } from 'payload'
import slugify from 'slugify'

/** A URL slug: lower-case ASCII letters and digits joined by single hyphens. */
export const toSlug = (text: string): string => slugify(text, { lower: true, strict: true, trim: true })

export const slugField: TextField = {
  name: 'slug',
  type: 'text',
  unique: true,
  index: true,
  maxLength: 200,
  admin: { position: 'sidebar', description: 'The page address. Generated from the title when left empty.' },
  validate: (value: string | null | undefined) =>
    !value || /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(value) ? true : 'Use lower-case letters, digits and hyphens only.',
}

/**
 * Fills the slug from the title (or normalises the one typed) and makes it unique in the collection
 * by appending -2, -3, … A collection hook, so the slug exists before fields are validated. `fallback` is the
 * slug of a title with nothing to keep.
 */
export const uniqueSlug =
  (collection: CollectionSlug, fallback: string): CollectionBeforeValidateHook =>
  async ({ data, originalDoc, req }) => {
    if (!data) return data
    const typed = typeof data.slug === 'string' && data.slug.trim() ? data.slug : undefined
    const source = String(typed ?? originalDoc?.slug ?? data.title ?? originalDoc?.title ?? '')
    if (!source.trim()) return data
    // A title in another script (Hindi, say) or of emoji only has no letter a slug can keep: the item is still
    // given an address, which staff can replace with their own.
    const base = toSlug(source) || fallback
    const { docs } = await req.payload.find({
      collection,
      where: { slug: { like: base } },
      depth: 0,
      pagination: false,
      draft: true,
      overrideAccess: true,
      req,
    })
    const taken = new Set(
      (docs as { id: unknown; slug?: string }[]).filter((doc) => doc.id !== originalDoc?.id).map((doc) => doc.slug),
    )
    let candidate = base
    for (let n = 2; taken.has(candidate); n++) candidate = `${base}-${n}`
    return { ...data, slug: candidate }
  }
