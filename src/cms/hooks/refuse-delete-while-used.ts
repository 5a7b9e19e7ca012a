import type { CollectionBeforeDeleteHook, CollectionSlug, PayloadRequest } from 'payload'

import { StaffRefusal } from '../staff-refusal'

/** A relationship or upload field, at the top level of `collection`, that points at the collection being guarded. */
export type Use = { collection: CollectionSlug; field: string }
type Id = number | string

// The database empties such a field when its document is deleted, and a required one then fails the next save of
// every document that used it. Drafts count: a blog's newest draft lives only in its versions. Older versions do not,
// or nothing once used could ever be deleted (docs/decisions/0097-deletes-in-use-and-malformed-ids.md).
async function addDocumentsUsing(ids: Set<Id>, req: PayloadRequest, { collection, field }: Use, id: Id) {
  const current = await req.payload.find({
    collection,
    where: { [field]: { equals: id } },
    depth: 0,
    pagination: false,
    req,
  })
  for (const doc of current.docs) ids.add(doc.id)
  const { versions } = req.payload.collections[collection].config
  if (versions && versions.drafts) {
    const drafts = await req.payload.findVersions({
      collection,
      where: { and: [{ [`version.${field}`]: { equals: id } }, { latest: { equals: true } }] },
      depth: 0,
      pagination: false,
      req,
    })
    for (const version of drafts.docs) ids.add(version.parent as Id)
  }
}

const listed = (parts: string[]) =>
  parts.length > 1 ? `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}` : (parts[0] ?? '')

/**
 * Refuses to delete a document while any of `uses` points at it, drafts included, naming how many documents do:
 * "This image is still used by 2 blogs and 1 team member, drafts included. …". `noun` names the guarded document.
 */
export const refuseDeleteWhileUsed =
  (noun: string, uses: Use[]): CollectionBeforeDeleteHook =>
  async ({ id, req }) => {
    const using = new Map<CollectionSlug, Set<Id>>()
    for (const use of uses) {
      if (!using.has(use.collection)) using.set(use.collection, new Set())
      await addDocumentsUsing(using.get(use.collection)!, req, use, id)
    }
    const parts = [...using].flatMap(([collection, { size }]) => {
      const label = String(req.payload.collections[collection].config.labels.singular).toLowerCase()
      return size ? [`${size} ${label}${size === 1 ? '' : 's'}`] : []
    })
    if (!parts.length) return
    throw new StaffRefusal(
      `This ${noun} is still used by ${listed(parts)}, drafts included. Choose another ${noun} there first, then delete this one.`,
      409,
    )
  }
