import { expect, test } from '@playwright/test'

import { expectNoAxeViolations } from '../support/axe'
import { cms, signInAsAdmin } from '../support/http-api'
import { unique } from '../support/leads'
import { expectNoHorizontalOverflow, PHONE_AND_DESKTOP, resizeTo } from '../support/viewport'

// The owner's dashboard on the seeded demo: first what needs the owner now, then eight weeks of sample leads drawn
// as charts, each with its table, for the staff who work leads and for nobody else.

const NOW_CARDS = ['Overdue right now', 'Waiting for a counsellor', 'Meetings today', 'Students’ documents']
const CARDS = [
  'Leads per week by form, last 8 weeks',
  'From new lead to enrolment, last 8 weeks',
  'Leads by source and campaign, last 8 weeks',
  'Time to first response, last 8 weeks',
  'Answered within the target, last 8 weeks',
]

test('the owner’s first screen is what needs them now; the charts stay readable on a phone', async ({ page }) => {
  await signInAsAdmin(page)
  await page.goto('/admin')
  await expect(page.getByRole('heading', { level: 1, name: 'Needs you now' })).toBeVisible()
  const headings = await page.locator('.lead-dashboard').getByRole('heading').allTextContents()
  expect(headings.slice(0, 6)).toEqual(['Needs you now', ...NOW_CARDS, 'Leads in the last 8 weeks'])
  // The overdue leads are on the first screen; a wait past a working day reads in working days, never "362 h".
  const overdue = page.getByRole('region', { name: 'Overdue right now' })
  expect((await overdue.boundingBox())!.y).toBeLessThan(800)
  await expect(overdue).not.toContainText(/Overdue by \d{2,} h/)

  // The bookings chart counts the demo's past meetings in the weeks they took place.
  const bookings = page.getByRole('region', { name: /^Booked meetings per week, last 8 weeks/ })
  await bookings.getByText('Booked meetings per week as a table').click()
  const attended = await bookings.locator('tbody tr td:nth-child(3)').allTextContents()
  expect(attended.map(Number).reduce((sum, count) => sum + count, 0)).toBeGreaterThan(0)

  for (const width of PHONE_AND_DESKTOP) {
    await resizeTo(page, width)
    await expectNoHorizontalOverflow(page, `the dashboard at ${width} px`)
    // Every chart's text is drawn at 12 px or more on the screen: the charts are not scaled down to fit.
    const smallest = await page.locator('.lead-chart text').evaluateAll((texts) =>
      Math.min(
        ...texts
          .filter((text) => (text as SVGTextElement).getBBox().width > 0)
          .map((text) => {
            const element = text as SVGTextElement
            return element.getScreenCTM()!.a * Number.parseFloat(getComputedStyle(element).fontSize)
          }),
      ),
    )
    expect(smallest, `the charts' text at ${width} px`).toBeGreaterThanOrEqual(12)
    await expectNoAxeViolations(page, `the dashboard at ${width} px`, '.lead-dashboard')
  }
})

test('the owner reads the demo’s eight weeks as charts, each with a table behind it, and changes the period', async ({
  page,
}) => {
  await signInAsAdmin(page)
  await page.goto('/admin')
  await expect(page.getByRole('heading', { level: 2, name: 'Leads in the last 8 weeks' })).toBeVisible()
  for (const card of CARDS) await expect(page.getByRole('heading', { level: 3, name: card })).toBeVisible()
  // Every chart is a described image with its numbers in a table beside it.
  const charts = page.locator('.lead-dashboard svg[role="img"]')
  expect(await charts.count()).toBeGreaterThanOrEqual(5)
  for (const chart of await charts.all()) expect(await chart.getAttribute('aria-label')).toMatch(/\d/)
  expect(await page.locator('.lead-dashboard table').count()).toBeGreaterThanOrEqual(5)
  // The demo's leads reached every stage of the funnel.
  const funnel = page.getByRole('region', { name: CARDS[1] })
  await funnel.getByText('The funnel as a table').click()
  const enrolled = funnel
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: 'Enrolled', exact: true }) })
  await expect(enrolled.getByRole('cell').first()).toHaveText(/^[1-9]\d*$/)

  await page.getByRole('navigation', { name: 'Period' }).getByRole('link', { name: '4 weeks' }).click()
  await expect(page.getByRole('heading', { level: 2, name: 'Leads in the last 4 weeks' })).toBeVisible()
  await expect(page.getByRole('link', { name: '4 weeks' })).toHaveAttribute('aria-current', 'page')
})

test('an editor’s dashboard shows no leads', async ({ browser, request }) => {
  const email = `editor.${unique()}@example.org`
  const password = 'a-long-password-123'
  await cms(request).create('users', { email, password, role: 'editor' })
  const context = await browser.newContext()
  const page = await context.newPage()
  try {
    expect((await page.request.post('/cms-api/users/login', { data: { email, password } })).status()).toBe(200)
    await page.goto('/admin')
    await expect(page.getByRole('link', { name: /Blogs/ }).first()).toBeAttached()
    await expect(page.getByRole('heading', { name: /Leads in the last/ })).toHaveCount(0)
    await expect(page.getByRole('region', { name: 'My leads' })).toHaveCount(0)
  } finally {
    await context.close()
  }
})
