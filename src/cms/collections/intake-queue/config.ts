import type { CollectionConfig } from 'payload'

import { nobody } from '../../access/roles'

export const INTAKE_QUEUE = 'intake-queue'

/**
 * Submissions taken while the server was busy (src/leads/intake-queue.server.ts): each row is a checked lead,
 * stored before its 2xx and turned into an enquiry or a consultation moments later, then deleted. `claimedAt`
 * marks the row one process is turning into a lead; a claim older than the lease is taken over.
 */
export const IntakeQueue: CollectionConfig = {
  slug: INTAKE_QUEUE,
  admin: { hidden: true },
  access: { read: nobody, create: nobody, update: nobody, delete: nobody },
  fields: [
    { name: 'lead', type: 'json', required: true },
    { name: 'claimedAt', type: 'date', index: true },
  ],
}
