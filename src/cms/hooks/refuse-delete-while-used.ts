import type { CollectionBeforeDeleteHook, CollectionSlug, PayloadRequest } from 'payload'

import { StaffRefusal } from '../staff-refusal'

/**
 * A relationship or upload field, at the top level of `collection`, that points at the collection being guarded; or,
 * with `inBody`, a rich-text field whose upload nodes may (a picture inside a blog's body).
 */
export type Use = { collection: CollectionSlug; field: string; inBody?: boolean }
type Id = number | string

type BodyNode = { type?: string; relationTo?: string; value?: unknown; children?: BodyNode[] }

/** Whether a stored rich-text value holds an upload node of `relationTo` with this id. */
export function bodyUses(body: unknown, relationTo: string, id: Id): boolean {
  const visit = (node: BodyNode): boolean => {
    if (node.type === 'upload' && node.relationTo === relationTo) {
      const value = node.value && typeof node.value === 'object' ? (node.value as { id?: unknown }).id : node.value
      if (String(value) === String(id)) return true
    }
    return (node.children ?? []).some(visit)
  }
  const root = (body as { root?: BodyNode } | null)?.root
  return root ? visit(root) : false
}

// A body's upload node is not a database relation: deleting its picture left the node pointing at nothing, and on
// SQLite the next upload could take the same id and appear in the body (decision 0097). Bodies are few, and deletes
// rare, so they are read and searched here rather than queried as JSON in two dialects.
async function addBodiesUsing(ids: Set<Id>, req: PayloadRequest, { collection, field }: Use, guarded: string, id: Id) {
  const current = await req.payload.find({ collection, depth: 0, pagination: false, select: { [field]: true }, req })
  for (const doc of current.docs)
    if (bodyUses((doc as unknown as Record<string, unknown>)[field], guarded, id)) ids.add(doc.id)
  const { versions } = req.payload.collections[collection].config
  if (versions && versions.drafts) {
    const drafts = await req.payload.findVersions({
      collection,
      where: { latest: { equals: true } },
      depth: 0,
      pagination: false,
      req,
    })
    for (const draft of drafts.docs) {
      if (bodyUses((draft.version as unknown as Record<string, unknown>)[field], guarded, id))
        ids.add(draft.parent as Id)
    }
  }
}

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
  async ({ collection, id, req }) => {
    const using = new Map<CollectionSlug, Set<Id>>()
    for (const use of uses) {
      if (!using.has(use.collection)) using.set(use.collection, new Set())
      const ids = using.get(use.collection)!
      if (use.inBody) await addBodiesUsing(ids, req, use, collection.slug, id)
      else await addDocumentsUsing(ids, req, use, id)
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
