import { expect, test } from '@playwright/test'

import { expectNoAxeViolations } from '../support/axe'
import { cms, signInAsAdmin } from '../support/http-api'
import { unique } from '../support/leads'

// The owner's dashboard on the seeded demo: eight weeks of sample leads drawn as charts, each with its table, for the
// staff who work leads and for nobody else.

const CARDS = [
  'Leads per week by form, last 8 weeks',
  'From new lead to enrolment, last 8 weeks',
  'Leads by source and campaign, last 8 weeks',
  'Time to first response, last 8 weeks',
  'Answered within the target, last 8 weeks',
  'Overdue right now',
]

test('the owner reads the demo’s eight weeks as charts, each with a table behind it, and changes the period', async ({
  page,
}) => {
  await signInAsAdmin(page)
  await page.goto('/admin')
  await expect(page.getByRole('heading', { level: 1, name: 'Leads in the last 8 weeks' })).toBeVisible()
  for (const card of CARDS) await expect(page.getByRole('heading', { level: 2, name: card })).toBeVisible()
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
  await expectNoAxeViolations(page, 'the dashboard', '.lead-dashboard')
  await expectNoAxeViolations(page, 'the My leads card', '.my-leads-summary')

  await page.getByRole('navigation', { name: 'Period' }).getByRole('link', { name: '4 weeks' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Leads in the last 4 weeks' })).toBeVisible()
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
