import type { CollectionAfterChangeHook } from 'payload'

import type { Booking } from '../../payload-types'

/** Statuses a lead leaves once its consultation has taken place. */
const BEFORE_A_MEETING = ['new', 'contacted']

/**
 * A booking marked attended moves its lead on to qualified (decision 0129), recorded in the lead's status history by
 * whoever marked it; a lead already further on, closed or spam is left as it is.
 */
export const moveLeadOnWhenAttended: CollectionAfterChangeHook<Booking> = async ({ doc, previousDoc, req }) => {
  if (doc.status !== 'attended' || previousDoc?.status === 'attended' || !doc.lead) return doc
  const { relationTo, value } = doc.lead
  const id = typeof value === 'object' ? value.id : value
  const lead = await req.payload.findByID({ collection: relationTo, id, depth: 0, overrideAccess: true, req })
  if (BEFORE_A_MEETING.includes(lead.status)) {
    await req.payload.update({
      collection: relationTo,
      id,
      data: { status: 'qualified' },
      depth: 0,
      req,
      overrideAccess: true,
    })
  }
  return doc
}
