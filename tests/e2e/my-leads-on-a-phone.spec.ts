import { expect, test, type APIRequestContext, type Browser, type Locator, type Page } from '@playwright/test'

import { API_PATHS } from '../../src/contract/api-paths'
import { expectNoAxeViolations } from '../support/axe'
import { cms } from '../support/http-api'
import { anIp, enquiry, leadsByEmail, post, solved, unique } from '../support/leads'
import { expectNoHorizontalOverflow, PHONE_AND_DESKTOP, resizeTo } from '../support/viewport'

// A counsellor works her leads from My leads, on a phone as at a desk: whole contact buttons, nothing to scroll
// sideways, and the row she answers stays where she tapped it.

const PASSWORD = 'a-long-password-123'
const NAMES = ['Kavya Sharma', 'Rohan Mehta', 'Isha Patel']

/** A new counsellor, outside the rotation, with three new enquiries sent through the site and handed to her. */
async function counsellorWithLeads(request: APIRequestContext) {
  const staff = cms(request)
  const email = `meena.${unique()}@example.org`
  const counsellor = await staff.create('users', {
    email,
    password: PASSWORD,
    role: 'counsellor',
    name: 'Meena Iyer',
    takesNewLeads: false,
  })
  const leads = await Promise.all(
    NAMES.map(async (name) => {
      const ip = anIp()
      const lead = { ...enquiry(), name }
      expect((await post(request, API_PATHS.contactUs, { ...lead, ...(await solved(request, ip)) }, ip)).status).toBe(
        200,
      )
      const [stored] = await leadsByEmail(request, 'enquiries', lead.email)
      await staff.update('enquiries', stored.id, { assignee: counsellor.id })
      return { id: stored.id as number, name }
    }),
  )
  return { email, leads }
}

async function signedIn(browser: Browser, email: string, width: number): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 844 } })
  // WhatsApp opens in a new tab at wa.me: answered here, so nothing leaves the machine.
  await context.route('https://wa.me/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>Chat</title>' }),
  )
  const page = await context.newPage()
  expect((await page.request.post('/cms-api/users/login', { data: { email, password: PASSWORD } })).status()).toBe(200)
  return page
}

/** Each contact button shows its whole label, inside the screen, and is at least 44 px tall. */
async function expectWholeButtons(buttons: Locator, width: number) {
  expect(await buttons.count()).toBeGreaterThan(0)
  for (const button of await buttons.all()) {
    const box = (await button.boundingBox())!
    const label = await button.textContent()
    expect(box.height, `${label} is tall enough`).toBeGreaterThanOrEqual(44)
    expect(box.x, `${label} starts on screen`).toBeGreaterThanOrEqual(0)
    expect(box.x + box.width, `${label} ends on screen`).toBeLessThanOrEqual(width)
    const cut = await button.evaluate((link) => link.scrollWidth - link.clientWidth)
    expect(cut, `${label} is not cut`).toBeLessThanOrEqual(0)
  }
}

test('on a 390 px phone, My leads and a lead’s page scroll only down, with whole contact buttons', async ({
  browser,
  request,
}) => {
  const { email, leads } = await counsellorWithLeads(request)
  const [phone, desktop] = PHONE_AND_DESKTOP
  const page = await signedIn(browser, email, phone)
  try {
    await page.goto('/admin/my-leads')
    await expect(page.getByRole('heading', { level: 1, name: 'My leads' })).toBeVisible()
    await expect(page.getByRole('rowheader')).toHaveCount(NAMES.length)
    expect((await page.getByRole('rowheader').allTextContents()).sort()).toEqual([...NAMES].sort())
    await expectNoHorizontalOverflow(page, 'My leads at 390 px')
    const contacts = page.locator('.my-leads').getByRole('list', { name: /^Contact / })
    await expect(contacts).toHaveCount(NAMES.length)
    await expect(contacts.first().getByRole('link')).toHaveText(['Call', 'WhatsApp (opens in a new tab)', 'Email'])
    await expectWholeButtons(contacts.getByRole('link'), phone)
    await expectNoAxeViolations(page, 'My leads at 390 px', '.my-leads')
    await resizeTo(page, desktop)
    await expectNoAxeViolations(page, 'My leads at 1280 px', '.my-leads')

    await resizeTo(page, phone)
    await page.goto(`/admin/collections/enquiries/${leads[0]!.id}`)
    const field = page.locator('.lead-contact-field')
    await expect(field.getByRole('list', { name: `Contact ${NAMES[0]}` }).getByRole('link')).toHaveCount(3)
    await expect(field).toContainText(/Due (in|now)|Overdue by/)
    await expectNoHorizontalOverflow(page, 'a lead’s page at 390 px')
    await expectWholeButtons(field.getByRole('link'), phone)
    await expectNoAxeViolations(page, 'a lead’s contact buttons at 390 px', '.lead-contact-field')
    await resizeTo(page, desktop)
    await expectNoAxeViolations(page, 'a lead’s contact buttons at 1280 px', '.lead-contact-field')
  } finally {
    await page.context().close()
  }
})

test('a contact logged from My leads makes the lead Contacted, and its row stays put until the page is reloaded', async ({
  browser,
  request,
}) => {
  const { email } = await counsellorWithLeads(request)
  const page = await signedIn(browser, email, PHONE_AND_DESKTOP[1])
  try {
    await page.goto('/admin/my-leads')
    const rows = page.getByRole('table').getByRole('row')
    const names = rows.getByRole('rowheader')
    await expect(names).toHaveCount(NAMES.length)
    const before = await names.allTextContents()
    const first = rows.nth(1)
    const status = first.getByRole('cell').nth(1)
    await expect(status).toHaveText('New')

    await Promise.all([page.context().waitForEvent('page'), first.getByRole('link', { name: /WhatsApp/ }).click()])
    // Said to screen readers and shown under the buttons, in the row that was tapped.
    await expect(first.getByRole('status')).toHaveText(
      'WhatsApp logged. The list keeps this order until you reload it or come back to it.',
    )
    // The page has refreshed its data (status and clock), and kept its order.
    await expect(status).toHaveText('Contacted')
    await expect(first).toContainText(/Answered in \d+/)
    expect(await names.allTextContents()).toEqual(before)

    // Opened again, the list puts the answered lead after those still waiting.
    await page.reload()
    await expect(names.last()).toHaveText(before[0]!)
    await expect(rows.last().getByRole('cell').nth(1)).toHaveText('Contacted')
    expect((await names.allTextContents()).slice(0, -1).sort()).toEqual(before.slice(1).sort())
  } finally {
    await page.context().close()
  }
})
