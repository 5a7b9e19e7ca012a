import type { CollectionAfterChangeHook } from 'payload'

import type { EventRegistration } from '../../payload-types'

/**
 * A registration marked attended moves its lead on (decision 0172): a New lead has now met the consultancy and becomes
 * Contacted, recorded in its status history by whoever marked it; a lead already further on, closed or spam is left.
 */
export const moveLeadOnWhenAttended: CollectionAfterChangeHook<EventRegistration> = async ({
  doc,
  previousDoc,
  req,
}) => {
  if (!doc.attended || previousDoc?.attended || !doc.lead) return doc
  const { relationTo, value } = doc.lead
  const id = typeof value === 'object' ? value.id : value
  const lead = await req.payload.findByID({
    collection: relationTo,
    id,
    depth: 0,
    overrideAccess: true,
    req,
    disableErrors: true,
  })
  if (lead?.status === 'new') {
    await req.payload.update({
      collection: relationTo,
      id,
      data: { status: 'contacted' },
      depth: 0,
      req,
      overrideAccess: true,
    })
  }
  return doc
}
