import type { CollectionBeforeChangeHook } from 'payload'

import { StaffRefusal } from '../../staff-refusal'

export const CONSENT_IS_THE_SUBSCRIBERS =
  'Only the subscriber can subscribe or confirm, through the link in the confirmation email. Staff can unsubscribe an address.'

/**
 * A subscription is the subscriber's own consent (double opt-in): staff may end it, on the person's request, but
 * never start or confirm it (decision 0109). Staff unsubscribing is dated as the link would date it.
 */
export const staffOnlyUnsubscribe: CollectionBeforeChangeHook = ({ data, originalDoc, operation, req }) => {
  if (operation !== 'update' || req.user?.collection !== 'users') return data
  if (data.status === undefined || data.status === originalDoc?.status) return data
  if (data.status !== 'unsubscribed') throw new StaffRefusal(CONSENT_IS_THE_SUBSCRIBERS, 400, 'status')
  return { ...data, unsubscribedAt: new Date().toISOString() }
}
