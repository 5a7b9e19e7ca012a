// npm run seed: creates every missing demo item; never changes items that already exist.
import { migrate } from '../src/cms/migrations'
import { env, isLocalSite } from '../src/config/env.server'
import { seedDemoDocuments } from '../src/seed/demo-documents'
import { seedDemoStudents } from '../src/seed/demo-students'
import { runSeed } from '../src/seed/run-seed'
import { addSitePages, SITE_PAGES_ROUND } from '../src/seed/site-pages'
import { fail, withPayload } from './lib/cli'

try {
  await withPayload(async (payload) => {
    await migrate(payload)
    const pages = await addSitePages(payload)
    const report = await runSeed(payload, (line) => console.log(line))
    await payload.updateGlobal({
      slug: 'seed-state',
      data: {
        completedAt: new Date().toISOString(),
        sitePagesAddedAt: new Date().toISOString(),
        sitePagesRound: SITE_PAGES_ROUND,
      },
      overrideAccess: true,
    })
    console.log(`${'pages'.padEnd(18)} created ${String(pages).padStart(3)}`)
    for (const [collection, { created, kept }] of Object.entries(report)) {
      console.log(`${collection.padEnd(18)} created ${String(created).padStart(3)}  kept ${String(kept).padStart(3)}`)
    }
    // A local demo whose sample counsellors exist gets the demo's student files too (a public site never does).
    if (isLocalSite(env().SITE_URL)) {
      const students = await seedDemoStudents(payload)
      console.log(`${'demo checklists'.padEnd(18)} created ${String(students.checklists).padStart(3)}`)
      console.log(`${'demo students'.padEnd(18)} created ${String(students.students).padStart(3)}`)
      console.log(`${'demo documents'.padEnd(18)} created ${String(await seedDemoDocuments(payload)).padStart(3)}`)
    }
  })
  process.exit(0)
} catch (error) {
  fail(`Seeding failed: ${(error as Error).message}`)
}
