import { readFile } from 'node:fs/promises'

import { expect, test, type Page } from '@playwright/test'

import { DEMO_ADMIN } from '../support/http-api'

// Staff export what the admin list shows: typing in the list's search box narrows the CSV as it narrows the list,
// and the subscriber list offers the confirmed subscribers' export.

async function signIn(page: Page) {
  await page.goto('/admin')
  await page.getByLabel('Email').fill(DEMO_ADMIN.email)
  await page.getByLabel('Password').fill(DEMO_ADMIN.password)
  await page.getByRole('button', { name: 'Login' }).click()
  await expect(page).toHaveURL(/\/admin\/?$/)
}

async function download(page: Page, name: string) {
  const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name }).click()])
  return { name: file.suggestedFilename(), text: await readFile((await file.path())!, 'utf8') }
}

test('the enquiry export follows the search box of the list', async ({ page }) => {
  await signIn(page)
  await page.goto('/admin/collections/enquiries')
  const name = 'Export CSV (current filters and search)'
  const everything = await download(page, name)
  const rows = everything.text.trimEnd().split('\r\n').slice(1)
  expect(rows.length).toBeGreaterThan(1)
  const email = rows[0]!.split(',')[7]!

  await page.getByPlaceholder(/Search by/).fill(email)
  await expect(page.getByRole('link', { name })).toHaveAttribute(
    'href',
    new RegExp(`search=${encodeURIComponent(email)}`),
  )
  const searched = await download(page, name)
  expect(searched.name).toMatch(/^enquiries-\d{4}-\d{2}-\d{2}\.csv$/)
  const found = searched.text.trimEnd().split('\r\n').slice(1)
  expect(found.length).toBeGreaterThan(0)
  expect(found.length).toBeLessThan(rows.length)
  for (const row of found) expect(row).toContain(email)
})

test('the subscriber list exports the confirmed subscribers', async ({ page }) => {
  await signIn(page)
  await page.goto('/admin/collections/newsletter-subscribers')
  const file = await download(page, 'Export confirmed subscribers (CSV)')
  expect(file.name).toMatch(/^newsletter-subscribers-confirmed-\d{4}-\d{2}-\d{2}\.csv$/)
  expect(file.text.split('\r\n')[0]).toMatch(/^id,email,createdAt,confirmedAt,/)
})
