import type { CollectionConfig } from 'payload'

import { nobody } from '../../access/roles'

/**
 * The portal's sign-in links (docs/decisions/0175): only a hash of each link's secret is kept, with the student (and
 * the guardian, when a guardian asked), its expiry and when it was used. Nobody reads them through the CMS.
 */
export const PortalSignInLinks: CollectionConfig = {
  slug: 'portal-sign-in-links',
  admin: { hidden: true },
  access: { read: nobody, create: nobody, update: nobody, delete: nobody },
  fields: [
    { name: 'tokenHash', type: 'text', required: true, unique: true, index: true },
    { name: 'student', type: 'relationship', relationTo: 'students', required: true, index: true },
    { name: 'guardian', type: 'relationship', relationTo: 'guardians', index: true },
    { name: 'expiresAt', type: 'date', required: true, index: true },
    { name: 'usedAt', type: 'date' },
  ],
}
