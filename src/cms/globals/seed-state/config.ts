import type { GlobalConfig } from 'payload'

import { nobody } from '../../access/roles'

/** Records that the demo seed completed, and that the site's own pages were added, so a start never does either twice. */
export const SeedState: GlobalConfig = {
  slug: 'seed-state',
  admin: { hidden: true },
  access: { read: nobody, update: nobody },
  fields: [
    { name: 'completedAt', type: 'date' },
    { name: 'sitePagesAddedAt', type: 'date' },
    // The last round of site pages added (src/seed/site-pages.ts); a database that has sitePagesAddedAt but no round
    // had round 1.
    { name: 'sitePagesRound', type: 'number' },
  ],
}
