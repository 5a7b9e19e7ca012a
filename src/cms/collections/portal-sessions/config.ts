import type { CollectionConfig } from 'payload'

import { nobody } from '../../access/roles'

/**
 * A signed-in student's or guardian's portal session (docs/decisions/0175): apart from staff sessions, kept by the
 * hash of the cookie's secret, ended by signing out, by its expiry, or when a guardian's access is withdrawn.
 */
export const PortalSessions: CollectionConfig = {
  slug: 'portal-sessions',
  admin: { hidden: true },
  access: { read: nobody, create: nobody, update: nobody, delete: nobody },
  fields: [
    { name: 'tokenHash', type: 'text', required: true, unique: true, index: true },
    { name: 'student', type: 'relationship', relationTo: 'students', required: true, index: true },
    { name: 'guardian', type: 'relationship', relationTo: 'guardians', index: true },
    { name: 'expiresAt', type: 'date', required: true, index: true },
  ],
}
