// Run as a script (see test-databases.ts): migrates DATABASE_URL, writes the demo site settings and the site's pages,
// then marks the seed done, so `npm start` on it serves in seconds instead of drawing the whole demo content first.
import { migrate } from '../../src/cms/migrations'
import { siteSettings } from '../../src/seed/content/site-settings'
import { siteSettingsData } from '../../src/seed/run-seed'
import { addSitePages, SITE_PAGES_ROUND } from '../../src/seed/site-pages'
import { withPayload } from '../../scripts/lib/cli'

await withPayload(async (payload) => {
  await migrate(payload)
  await payload.updateGlobal({ slug: 'site-settings', data: siteSettingsData(siteSettings), overrideAccess: true })
  await addSitePages(payload)
  await payload.updateGlobal({
    slug: 'seed-state',
    data: {
      completedAt: new Date().toISOString(),
      sitePagesAddedAt: new Date().toISOString(),
      sitePagesRound: SITE_PAGES_ROUND,
    },
    overrideAccess: true,
  })
})
process.exit(0)
