import type { Access, CollectionBeforeValidateHook, PayloadRequest, Where } from 'payload'

import { isAdmin, isLeadStaff } from './roles'

/**
 * Who works a record that staff are responsible for (a lead today, a student's file later), decision 0158: admins
 * every record; a counsellor the records in her own hands and those in nobody's, so she can take them; nobody else
 * any. `field` names the relationship to the user responsible.
 */
export const ownOrUnassigned =
  (field: string): Access =>
  ({ req }) => {
    if (isAdmin({ req })) return true
    if (!isLeadStaff({ req }) || !req.user) return false
    return { or: [{ [field]: { equals: req.user.id } }, { [field]: { exists: false } }] }
  }

/** What an export or a count a counsellor asks for is limited to: her own records (nothing for an admin). */
export const ownOnly = (field: string, req: Pick<PayloadRequest, 'user'>): Where | undefined =>
  isAdmin({ req }) || !req.user ? undefined : { [field]: { equals: req.user.id } }

const idOf = (value: unknown) =>
  value && typeof value === 'object' && 'id' in value ? (value as { id: unknown }).id : (value ?? null)

/**
 * A counsellor who works a record in nobody's hands takes it: a change that leaves `field` empty makes her the one
 * responsible. She may still name someone else, as she may hand on her own record; either way the record leaves her
 * reach once it is in a colleague's hands, and a further change of hers is refused. Admins, and the system (no user),
 * are never assigned by this.
 */
export const takeWhenWorked =
  (field: string): CollectionBeforeValidateHook =>
  ({ data, originalDoc, operation, req }) => {
    if (operation !== 'update' || !data || !req.user || isAdmin({ req }) || !isLeadStaff({ req })) return data
    const before = idOf(originalDoc?.[field])
    const asked = field in data ? idOf(data[field]) : before
    return before === null && asked === null ? { ...data, [field]: req.user.id } : data
  }
