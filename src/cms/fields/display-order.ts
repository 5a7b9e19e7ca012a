import type { CollectionSlug, NumberField, PayloadRequest } from 'payload'

type Ordered = Extract<CollectionSlug, 'blog-categories' | 'team-members' | 'testimonials'>

/** One after the highest position in the collection, so a new item goes to the end of its list. */
export async function nextPosition(req: PayloadRequest, collection: Ordered): Promise<number> {
  const { docs } = await req.payload.find({
    collection,
    sort: '-order',
    limit: 1,
    depth: 0,
    pagination: false,
    select: { order: true },
    overrideAccess: true,
    req,
  })
  const highest = docs[0]?.order
  return typeof highest === 'number' ? Math.floor(highest) + 1 : 1
}

/**
 * An item's position in its list on the site, lowest first. A new item is offered the position after the last one,
 * shown in its form, rather than 0, which put every new team member and testimonial first.
 */
export function displayOrderField(collection: Ordered, admin: NumberField['admin'] = {}): NumberField {
  return {
    name: 'order',
    type: 'number',
    required: true,
    defaultValue: ({ req }) => nextPosition(req, collection),
    admin,
  }
}
