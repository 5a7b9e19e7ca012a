import type { Access } from 'payload'

import { isAdmin, isLeadStaff } from '../../access/roles'

/** Admins see every booking; a counsellor their own; nobody else any. */
export const ownBookings: Access = ({ req }) => {
  if (isAdmin({ req })) return true
  if (!isLeadStaff({ req }) || !req.user) return false
  return { counsellor: { equals: req.user.id } }
}
