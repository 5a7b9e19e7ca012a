import type { GlobalConfig } from 'payload'

import { nobody } from '../../access/roles'

/** Records that the demo seed completed, so a start never seeds twice. */
export const SeedState: GlobalConfig = {
  slug: 'seed-state',
  admin: { hidden: true },
  access: { read: nobody, update: nobody },
  fields: [{ name: 'completedAt', type: 'date' }],
}
