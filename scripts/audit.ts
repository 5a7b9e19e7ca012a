// npm run audit: Lighthouse (mobile, simulated throttling) on the pages docs/product.md §18 budgets, printing the four
// scores, LCP, CLS, TBT, the JavaScript bytes and the main thread's time in style and layout and in scripts of each
// page against the budgets. Audits AUDIT_URL when set; otherwise starts the production build made by `npm start` (it
// builds nothing) on a demo database kept under .test-data/audit. Each page is loaded once unmeasured (warmUp), then
// audited AUDIT_RUNS times (default 3) and the median run reported, because simulated scores vary on a busy machine.
// Unless AUDIT_FLOOR=0, each run of a page is followed by a run of a bare App Router page built with the same Next.js
// and React (the framework floor, docs/decisions/0091), so the two meet the machine as it is at that moment, and a
// second table shows each page's median score and TBT beside the floor's (docs/product.md §18: within 3 points and
// 100 ms on a slow machine, AUDIT_CPU_INDEX or AUDIT_CPU_SLOWDOWN). Exits 1 when a budget is missed on a page of the
// site. AUDIT_PAGES narrows the pages audited.
import { API_PATHS } from '../src/contract/api-paths'
import { ALL_CATEGORIES, BLOGS_PATH } from '../src/sections/blog/blog-strings'
import { startAppServer, type AppServer } from './lib/app-server'
import { firstListedItem } from './lib/first-listed-item'
import { AUDITED_PAGES, distanceToFloor, missedBudgets, type Figures, type FloorDistance } from './audit/budgets'
import { FLOOR_LABEL, startFrameworkFloor } from './audit/framework-floor'
import { auditOnce, cpuSlowdown, figuresOf, medianFigures, warmUp, type Result } from './audit/lighthouse-run'
import { floorTable, reportTable } from './audit/report'

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
  let floor: { url: string; stop: () => void } | undefined
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
    if (WITH_FLOOR) {
      floor = await startFrameworkFloor(PORT + 1)
      await warmUp(`${floor.url}/`)
    }
    const rows: { page: string; figures: Figures }[] = []
    const distances: { page: string; distance: FloorDistance }[] = []
    for (const page of PAGES) {
      const path = page === '/blogs/{slug}' ? blog : page
      await warmUp(`${base}${path}`)
      // One slowdown for the page's runs and the floor's (AUDIT_CPU_INDEX: chosen from the machine's index now).
      const slowdown = await cpuSlowdown()
      // The page and the floor in turns, so that both meet the machine as it is at that moment (§18).
      const own: Result[] = []
      const floors: Result[] = []
      for (let run = 0; run < RUNS; run++) {
        own.push(await auditOnce(`${base}${path}`, slowdown))
        if (floor) floors.push(await auditOnce(`${floor.url}/`, slowdown))
      }
      const figures = medianFigures(own)
      rows.push({ page: path, figures })
      console.log(`audited ${path} (CPU slowdown ${slowdown.toFixed(2)}): ${JSON.stringify(figures)}`)
      if (floor) {
        const floorFigures = medianFigures(floors)
        rows.push({ page: `  ${FLOOR_LABEL}, in turns`, figures: floorFigures })
        const distance = distanceToFloor(own.map(figuresOf), floors.map(figuresOf))
        distances.push({ page: path, distance })
        console.log(`  beside the floor: ${JSON.stringify(distance)}`)
      }
    }
    console.log(`\nLighthouse, mobile, simulated throttling, median of ${RUNS} run${RUNS === 1 ? '' : 's'}:\n`)
    console.log(reportTable(rows))
    if (distances.length)
      console.log(`\nAgainst the framework floor (medians of ${RUNS} runs in turns):\n\n${floorTable(distances)}`)
    if (rows.some((row) => row.page.startsWith('/') && missedBudgets(row.figures, row.page).length > 0)) {
      process.exitCode = 1
    }
  } finally {
    floor?.stop()
    server?.stop()
  }
}

// Cut off (CI's time limit): exit through 'exit', which stops the server this run started.
process.once('SIGTERM', () => process.exit(143))

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
