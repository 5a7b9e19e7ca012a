import { expect, test, type Page } from '@playwright/test'

import { signInAsAdmin } from '../support/http-api'

// Real visitors' Web Vitals (docs/decisions/0183): pages seen on a phone send their beacons as they are left, the
// server adds them to the day's histograms, and the owner's dashboard shows them per page template and device.

const PAGES = [
  { path: '/team', row: 'Team' },
  { path: '/testimonials', row: 'Testimonials' },
  { path: '/announcements', row: 'Announcements' },
]

/** The visits behind a row's LCP on the dashboard's table (0 when the row is not there yet). */
async function lcpVisits(page: Page, template: string): Promise<number> {
  await page.goto('/admin')
  const table = page.getByRole('region', { name: 'Web Vitals by page and device' })
  await expect(table).toBeVisible()
  const row = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: template, exact: true }) })
  const phone = row.filter({ hasText: 'Phone' })
  if ((await phone.count()) === 0) return 0
  const lcp = phone.getByRole('cell').nth(1)
  const visits = /([\d,]+) visits/.exec((await lcp.textContent()) ?? '')?.[1]
  return visits ? Number(visits.replace(/,/g, '')) : 0
}

test('pages seen on a phone send their Web Vitals, and the dashboard shows them', async ({ browser, page }) => {
  test.setTimeout(90_000)
  await signInAsAdmin(page)
  const before: [string, number][] = []
  for (const { row } of PAGES) before.push([row, await lcpVisits(page, row)])

  const phone = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  })
  const visitor = await phone.newPage()
  for (const { path } of PAGES) {
    await visitor.goto(path)
    // The library is loaded once the page is idle; leaving the page then hides it and sends what it measured.
    await expect(visitor.locator('html[data-web-vitals="measuring"]')).toHaveCount(1)
  }
  await visitor.goto('/')
  await phone.close()

  for (const [row, visits] of before) {
    await expect.poll(() => lcpVisits(page, row), { timeout: 30_000, intervals: [2000] }).toBeGreaterThan(visits)
  }
})
