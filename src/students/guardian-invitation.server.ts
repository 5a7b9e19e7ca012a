import type { CollectionAfterChangeHook } from 'payload'

import { invitePortal } from './portal-sign-in.server'
import { idOf } from '@/cms/relation-id'

/**
 * A parent or guardian that staff add to a student's file in the admin is invited to the portal at once, as one the
 * student invites from the portal is (the portal's own invitation does not pass through here: it has no staff user).
 */
export const inviteGuardianAddedByStaff: CollectionAfterChangeHook = async ({ doc, operation, req }) => {
  if (operation !== 'create' || req.user?.collection !== 'users') return doc
  await invitePortal(req.payload, { student: idOf(doc.student), guardian: doc.id }, req)
  return doc
}
