import { expect, test } from '@playwright/test'

import { expectNoAxeViolations } from '../support/axe'
import { cms } from '../support/http-api'

// A counsellor in the admin on the seeded demo (decision 0158): her lists hold her own leads and those in nobody's
// hands, a colleague's lead is not found at its own address, her export says it is hers, and her dashboard starts
// with her own leads and counts hers only.

const PRIYA = { email: 'priya.counsellor@example.com', password: 'demo-counsellor-password' }

test('a counsellor’s admin shows her own leads, never a colleague’s', async ({ browser, request }) => {
  const staff = cms(request)
  const [priya, arjun] = await Promise.all(
    ['priya', 'arjun'].map(
      async (name) =>
        (await staff.find('users', `where[email][equals]=${name}.counsellor@example.com`)).docs[0] as { id: number },
    ),
  )
  const arjuns = (await staff.find('enquiries', `limit=0&where[assignee][equals]=${arjun!.id}`)).docs as {
    id: number
    email: string
  }[]
  const hers = (await staff.find('enquiries', `limit=0&where[assignee][equals]=${priya!.id}`)).docs as {
    id: number
  }[]
  expect(arjuns.length && hers.length).toBeTruthy()

  const context = await browser.newContext()
  const page = await context.newPage()
  try {
    expect((await page.request.post('/cms-api/users/login', { data: PRIYA })).status()).toBe(200)
    await page.goto('/admin')
    // Her first screen starts with her own leads, and the figures are hers.
    const headings = await page.locator('.lead-dashboard').getByRole('heading').allTextContents()
    expect(headings.slice(0, 3)).toEqual(['Needs you now', 'My leads', 'Overdue right now'])
    await expect(page.getByRole('heading', { level: 2, name: 'Your leads in the last 8 weeks' })).toBeVisible()
    await expect(page.getByRole('region', { name: 'Overdue right now' }).getByRole('columnheader')).not.toContainText([
      'Assigned to',
    ])
    await expectNoAxeViolations(page, 'a counsellor’s dashboard', '.lead-dashboard')

    await page.goto('/admin/collections/enquiries?limit=100')
    // By the lead's own address, not its email: the tests before this one send several leads from one address, and
    // the rotation hands them to different counsellors.
    const row = (id: number) => page.locator(`.table a[href$="/collections/enquiries/${id}"]`)
    await expect(row(hers[0]!.id).first()).toBeVisible()
    for (const lead of arjuns) await expect(row(lead.id)).toHaveCount(0)
    await expect(
      page.getByRole('link', { name: 'Export your leads as CSV (current filters and search)' }),
    ).toBeVisible()

    await page.goto(`/admin/collections/enquiries/${arjuns[0]!.id}`)
    await expect(page.getByText(/could not be found/).first()).toBeVisible()
    await expect(page.locator('body')).not.toContainText(arjuns[0]!.email)

    await page.goto('/admin/collections/newsletter-subscribers')
    await expect(page.getByRole('link', { name: /Export confirmed subscribers/ })).toHaveCount(0)
  } finally {
    await context.close()
  }
})
