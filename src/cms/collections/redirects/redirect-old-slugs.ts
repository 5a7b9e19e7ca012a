import type { CollectionAfterChangeHook } from 'payload'

import { type ItemCollection, itemPath } from '@/config/item-paths'

type Item = { id: number | string; slug?: string | null; _status?: 'draft' | 'published' | null }

/**
 * When a blog or news item is published under a new slug, each address it was published at before leads to the new
 * one (docs/decisions/0117): old links, shared posts and search results keep working. The old addresses are read
 * from the item's published versions, so a slug tried only in drafts makes none. Redirects that led to an old address
 * now lead to the new one (no chains), and one from the new address is removed: the item lives there again.
 */
export const redirectOldSlugs =
  (collection: ItemCollection): CollectionAfterChangeHook<Item> =>
  async ({ doc, req }) => {
    if (doc._status !== 'published' || !doc.slug) return doc
    const current = itemPath(collection, doc.slug)
    const { docs: published } = await req.payload.findVersions({
      collection,
      where: { and: [{ parent: { equals: doc.id } }, { 'version._status': { equals: 'published' } }] },
      depth: 0,
      pagination: false,
      overrideAccess: true,
      req,
    })
    const oldPaths = new Set(
      published
        .map(({ version }) => (version as Item).slug)
        .filter((slug): slug is string => Boolean(slug) && slug !== doc.slug)
        .map((slug) => itemPath(collection, slug)),
    )
    const scope = { depth: 0, overrideAccess: true, req } as const
    await req.payload.delete({ collection: 'redirects', where: { from: { equals: current } }, ...scope })
    if (!oldPaths.size) return doc
    await req.payload.update({
      collection: 'redirects',
      where: { to: { in: [...oldPaths] } },
      data: { to: current },
      ...scope,
    })
    const { docs: existing } = await req.payload.find({
      collection: 'redirects',
      where: { from: { in: [...oldPaths] } },
      pagination: false,
      ...scope,
    })
    for (const from of oldPaths) {
      const found = existing.find((redirect) => redirect.from === from)
      if (!found)
        await req.payload.create({ collection: 'redirects', data: { from, to: current, permanent: true }, ...scope })
      else if (found.to !== current)
        await req.payload.update({ collection: 'redirects', id: found.id, data: { to: current }, ...scope })
    }
    return doc
  }
