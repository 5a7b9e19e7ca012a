import type { FieldAccess } from 'payload'

import { nobody } from '../access/roles'

/**
 * The access of a field that is the lead's record rather than its follow-up (docs/decisions/0109): the system writes
 * it (overriding access); a staff update keeps the stored value, whatever it sends.
 */
export const RECORD_ACCESS: { update: FieldAccess } = { update: nobody }
