import { expect, test } from '@playwright/test'

import { expectNoAxeViolations } from '../support/axe'
import { signInAsAdmin } from '../support/http-api'
import { expectNoHorizontalOverflow, PHONE_AND_DESKTOP, resizeTo } from '../support/viewport'

// The agenda shows a week at a time: staff move back and on by week and jump to a date with plain links and a plain
// form, so it works with scripts off; and it fits a phone.

const dayHeadings = (page: import('@playwright/test').Page) => page.locator('.agenda__day h2').allTextContents()

test('the agenda moves by week both ways and jumps to a date, with scripts off', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  try {
    await signInAsAdmin(page)
    await page.goto('/admin/agenda')
    const days = await dayHeadings(page)
    expect(days).toHaveLength(7)
    expect(days[0]).toMatch(/^Monday /)
    expect(days.filter((day) => day.endsWith('(today)'))).toHaveLength(1)
    const weeks = page.getByRole('navigation', { name: 'Weeks' })
    await expect(weeks.getByRole('link', { name: 'This week' })).toHaveAttribute('aria-current', 'page')

    await weeks.getByRole('link', { name: 'Next week' }).click()
    await expect(page).toHaveURL(/\/admin\/agenda\?date=\d{4}-\d{2}-\d{2}$/)
    const next = await dayHeadings(page)
    expect(next[0]).toMatch(/^Monday /)
    expect(next).not.toEqual(days)
    await expect(page.getByRole('link', { name: 'This week' })).not.toHaveAttribute('aria-current', 'page')

    await page.getByRole('navigation', { name: 'Weeks' }).getByRole('link', { name: 'Previous week' }).click()
    await page.getByRole('navigation', { name: 'Weeks' }).getByRole('link', { name: 'Previous week' }).click()
    const before = await dayHeadings(page)
    expect(before.some((day) => day.endsWith('(today)'))).toBe(false)
    // The demo's meetings of the weeks behind, with their outcomes.
    for (let back = 0; back < 4 && !(await page.locator('.agenda__table').count()); back += 1) {
      await page.getByRole('navigation', { name: 'Weeks' }).getByRole('link', { name: 'Previous week' }).click()
    }
    await expect(page.locator('.agenda__table tbody').first()).toContainText(/Attended|Did not come|Cancelled/)

    // A date ten days on: the agenda shows the week holding it, Monday to Sunday.
    const ahead = new Date(Date.now() + 10 * 24 * 60 * 60 * 1000)
    const iso = ahead.toISOString().slice(0, 10)
    await page.getByLabel('Go to the week of').fill(iso)
    await page.getByRole('button', { name: 'Show' }).click()
    await expect(page).toHaveURL(new RegExp(`date=${iso}`))
    const named = new Intl.DateTimeFormat('en-GB', { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' })
    expect(await dayHeadings(page)).toContain(named.format(new Date(`${iso}T12:00:00Z`)))
  } finally {
    await context.close()
  }
})

test('the agenda fits a phone and a desktop, with nothing for axe to find', async ({ page }) => {
  await signInAsAdmin(page)
  for (const width of PHONE_AND_DESKTOP) {
    await resizeTo(page, width)
    // A week of the demo with meetings in it, so the table is there to fit.
    await page.goto('/admin/agenda')
    for (let back = 0; back < 4 && !(await page.locator('.agenda__table').count()); back += 1) {
      await page.getByRole('navigation', { name: 'Weeks' }).getByRole('link', { name: 'Previous week' }).click()
    }
    await expect(page.locator('.agenda__table').first()).toBeVisible()
    await expectNoHorizontalOverflow(page, `the agenda at ${width} px`)
    await expectNoAxeViolations(page, `the agenda at ${width} px`, '.agenda')
  }
})
