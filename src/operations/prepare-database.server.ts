import type { Payload } from 'payload'

import { migrate } from '@/cms/migrations'
import { isLocalSite, type Env } from '@/config/env.server'
import { seedDemoEvents } from '@/seed/demo-events'
import { seedDemoPipeline } from '@/seed/demo-pipeline'
import { seedDemoWebVitals } from '@/seed/demo-web-vitals'
import { seedDemoDocuments } from '@/seed/demo-documents'
import { seedDemoStudents } from '@/seed/demo-students'
import { runSeed } from '@/seed/run-seed'
import { addSitePages, SITE_PAGES_ROUND } from '@/seed/site-pages'

import { type AdminOutcome, ensureAdmin } from './admin-account.server'

export type SeedMode = 'when-empty' | 'always' | 'never'

export type PrepareOutcome = { admin: AdminOutcome; seeded: boolean }

/**
 * What every start does before serving: apply pending migrations, make sure an admin exists, add the site's own pages
 * once (to a new database, or one from before pages were editable), and seed the demo content once on a new database.
 */
export async function prepareDatabase(
  payload: Payload,
  env: Env,
  { seed, log }: { seed: SeedMode; log: (line: string) => void },
): Promise<PrepareOutcome> {
  await migrate(payload)
  const admin = await ensureAdmin(payload, env)

  let seeded = false
  const state = await payload.findGlobal({ slug: 'seed-state', overrideAccess: true })
  const saveState = () =>
    payload.updateGlobal({
      slug: 'seed-state',
      data: {
        completedAt: state.completedAt,
        sitePagesAddedAt: state.sitePagesAddedAt,
        sitePagesRound: state.sitePagesRound,
      },
      overrideAccess: true,
    })
  const doneRound = state.sitePagesRound ?? (state.sitePagesAddedAt ? 1 : 0)
  if (doneRound < SITE_PAGES_ROUND) {
    const added = await addSitePages(payload, doneRound)
    state.sitePagesAddedAt = new Date().toISOString()
    state.sitePagesRound = SITE_PAGES_ROUND
    await saveState()
    if (added) log(`Site pages: ${added} added to the CMS, where editors can change them.`)
  }
  if (seed === 'always' || (seed === 'when-empty' && !state.completedAt)) {
    log('Seeding the demo content (images and PDFs are drawn locally; this takes a minute the first time)…')
    const report = await runSeed(payload, (line) => log(`  ${line}`))
    state.completedAt = new Date().toISOString()
    await saveState()
    const created = Object.values(report).reduce((sum, entry) => sum + entry.created, 0)
    log(`Seed complete: ${created} items created.`)
    // Sample counsellors and leads only on a local demo, never on a public site (like the demo admin).
    if (isLocalSite(env.SITE_URL)) {
      const demo = await seedDemoPipeline(payload)
      if (demo.created)
        log(`Demo pipeline: three counsellors, their sample leads (marked as demo data) and their past meetings.`)
      if (await seedDemoWebVitals(payload)) log('Demo Web Vitals: four weeks of sample figures for the dashboard.')
      const students = await seedDemoStudents(payload)
      if (students.checklists)
        log(`Demo document checklists: ${students.checklists}, for five countries at two levels.`)
      if (students.students)
        log(
          `Demo students: ${students.students} files with ${students.applications} applications, their deadlines and messages.`,
        )
      const uploads = await seedDemoDocuments(payload)
      if (uploads) log(`Demo documents: ${uploads} uploads, approved, rejected and waiting for review.`)
      const events = await seedDemoEvents(payload)
      if (events.events) log(`Demo events: ${events.events} events with ${events.registrations} sample registrations.`)
    }
    seeded = true
  }
  return { admin, seeded }
}
