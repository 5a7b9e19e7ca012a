// npm run audit: Lighthouse (mobile, simulated throttling) on the pages docs/product.md §18 budgets, printing the four
// scores, LCP, CLS, TBT, the JavaScript bytes and the main thread's time in style and layout and in scripts of each
// page against the budgets. Audits AUDIT_URL when set; otherwise starts the production build made by `npm start` (it
// builds nothing) on a demo database kept under .test-data/audit. Each page is loaded once unmeasured (warmUp), then
// audited AUDIT_RUNS times (default 3) and the median run reported, because simulated scores vary on a busy machine.
// Then, unless AUDIT_FLOOR=0, it audits a bare App Router page built with the same Next.js and React (the framework
// floor, docs/decisions/0091) the same way, so the table shows what this machine gives a page with nothing of the
// site in it. Exits 1 when a budget is missed on a page of the site. AUDIT_PAGES narrows the pages audited.
import { API_PATHS } from '../src/contract/api-paths'
import { ALL_CATEGORIES, BLOGS_PATH } from '../src/sections/blog/blog-strings'
import { startAppServer, type AppServer } from './lib/app-server'
import { firstListedItem } from './lib/first-listed-item'
import { AUDITED_PAGES, missedBudgets, type Figures } from './audit/budgets'
import { FLOOR_LABEL, startFrameworkFloor } from './audit/framework-floor'
import { auditPage, warmUp } from './audit/lighthouse-run'
import { reportTable } from './audit/report'

const RUNS = Number(process.env.AUDIT_RUNS ?? 3)
const PORT = Number(process.env.AUDIT_PORT ?? 3500)
// CI points this at the end-to-end tests' database, already seeded, to save seeding a new one (.ci/run).
const DATA_DIR = process.env.AUDIT_DATA_DIR ?? '.test-data/audit'
const WITH_FLOOR = process.env.AUDIT_FLOOR !== '0'
// AUDIT_PAGES=/events,/contact audits only those of the budgeted pages (a quick look at one page); default all.
const ONLY = process.env.AUDIT_PAGES?.split(',').map((page) => page.trim())
const PAGES = AUDITED_PAGES.filter((page) => !ONLY || ONLY.includes(page))

async function main() {
  let server: AppServer | undefined
  let base = process.env.AUDIT_URL?.replace(/\/$/, '')
  if (!base) {
    server = await startAppServer(PORT, DATA_DIR, {}, 'npm run audit')
    base = server.url
  }
  try {
    const newest = await firstListedItem(base, API_PATHS.blogsByCategory, {
      categoryId: ALL_CATEGORIES,
      pageIndex: 1,
      pageSize: 1,
    })
    const blog = `${BLOGS_PATH}/${newest.slug}`
    const rows: { page: string; figures: Figures }[] = []
    for (const page of PAGES) {
      const path = page === '/blogs/{slug}' ? blog : page
      await warmUp(`${base}${path}`)
      const { figures } = await auditPage(`${base}${path}`, RUNS)
      rows.push({ page: path, figures })
      console.log(`audited ${path}: ${JSON.stringify(figures)}`)
    }
    const siteMissed = rows.some((row) => missedBudgets(row.figures).length > 0)
    if (WITH_FLOOR) {
      const floor = await startFrameworkFloor(PORT + 1)
      try {
        await warmUp(`${floor.url}/`)
        const { figures } = await auditPage(`${floor.url}/`, RUNS)
        rows.push({ page: FLOOR_LABEL, figures })
        console.log(`audited ${FLOOR_LABEL}: ${JSON.stringify(figures)}`)
      } finally {
        floor.stop()
      }
    }
    console.log(`\nLighthouse, mobile, simulated throttling, median of ${RUNS} run${RUNS === 1 ? '' : 's'}:\n`)
    console.log(reportTable(rows))
    if (siteMissed) process.exitCode = 1
  } finally {
    server?.stop()
  }
}

// Cut off (CI's time limit): exit through 'exit', which stops the server this run started.
process.once('SIGTERM', () => process.exit(143))

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
