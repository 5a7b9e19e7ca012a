import { expect, test } from '@playwright/test'

import { API_PATHS } from '../../src/contract/api-paths'
import { expectNoAxeViolations } from '../support/axe'
import { cms } from '../support/http-api'
import { anIp, enquiry, leadsByEmail, post, solved, unique } from '../support/leads'

// A visitor's enquiry is assigned as it arrives; its counsellor finds it at the top of My leads, starts a WhatsApp
// chat from it, and its response clock shows it answered. Numbers are reached in international form: the spec's
// forms store digits only, read in the office's country (India) unless they start with another country's code.

test('a new enquiry is assigned at once, and its counsellor answers it from My leads in one click', async ({
  browser,
  request,
}) => {
  const staff = cms(request)
  const password = 'a-long-password-123'
  const email = `nisha.${unique()}@example.org`
  const counsellor = await staff.create('users', { email, password, role: 'counsellor', name: 'Nisha Rao' })

  const ip = anIp()
  const lead = enquiry()
  expect((await post(request, API_PATHS.contactUs, { ...lead, ...(await solved(request, ip)) }, ip)).status).toBe(200)
  const [stored] = await leadsByEmail(request, 'enquiries', lead.email)
  // The rotation gave it to a counsellor at once, and its clock runs.
  const [assigned] = (await staff.find('users', `where[id][equals]=${stored.assignee}`)).docs
  expect(assigned.role).toBe('counsellor')
  expect(stored.assignmentHistory).toHaveLength(1)
  expect(Date.parse(stored.responseDueAt)).toBeGreaterThan(Date.parse(stored.createdAt))
  // Other tests add counsellors to the rotation too: an admin hands the lead to ours when the turn was another's.
  if (stored.assignee !== counsellor.id) await staff.update('enquiries', stored.id, { assignee: counsellor.id })

  const context = await browser.newContext()
  // The chat opens in a new tab at wa.me: answered here, so nothing leaves the machine.
  await context.route('https://wa.me/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>Chat</title>' }),
  )
  const page = await context.newPage()
  try {
    expect((await page.request.post('/cms-api/users/login', { data: { email, password } })).status()).toBe(200)
    await page.goto('/admin')
    // The dashboard says what waits, and leads there; the menu has the same link.
    await expect(page.getByRole('region', { name: 'My leads' })).toContainText(/waiting for an answer/)
    // The admin may still re-render the dashboard as it settles after the sign-in: followed until My leads shows.
    const myLeads = page.getByRole('heading', { level: 1, name: 'My leads' })
    await expect(async () => {
      if (!(await myLeads.isVisible()))
        await page.getByRole('link', { name: 'Open My leads' }).click({ timeout: 2_000 })
      await expect(myLeads).toBeVisible({ timeout: 2_000 })
    }).toPass()

    const rows = page.getByRole('table').getByRole('row')
    const first = rows.nth(1)
    await expect(first.getByRole('rowheader')).toHaveText(lead.name)
    await expect(first).toContainText(/Due (in|now)/)
    await expectNoAxeViolations(page, 'My leads', '.my-leads')

    const [chat] = await Promise.all([
      context.waitForEvent('page'),
      first.getByRole('link', { name: /WhatsApp/ }).click(),
    ])
    const chatUrl = new URL(chat.url())
    expect(chatUrl.origin + chatUrl.pathname).toBe('https://wa.me/919810000001')
    expect(chatUrl.searchParams.get('text')).toMatch(
      /^Hello Asha, this is Nisha Rao from .+\. Thank you for your enquiry\./,
    )

    await expect(first).toContainText(/Answered in \d+/)
    // A second lead, from London, given to the same counsellor: her list has it once reloaded.
    const londonIp = anIp()
    const london = { ...enquiry(), name: 'Oliver Hart', contactNumber: '442079460958' }
    const londonBody = { ...london, ...(await solved(request, londonIp)) }
    expect((await post(request, API_PATHS.contactUs, londonBody, londonIp)).status).toBe(200)
    const [londonLead] = await leadsByEmail(request, 'enquiries', london.email)
    await staff.update('enquiries', londonLead.id, { assignee: counsellor.id })
    await page.reload()
    const londonRow = rows.filter({ hasText: london.name })
    await expect(londonRow.getByRole('link', { name: 'Call' })).toHaveAttribute('href', 'tel:+442079460958')
    await expect(londonRow.getByRole('link', { name: /WhatsApp/ })).toHaveAttribute(
      'href',
      /^https:\/\/wa\.me\/442079460958\?text=Hello%20Oliver%2C/,
    )
    const chats = page.getByRole('table').getByRole('link', { name: /WhatsApp/ })
    for (const href of await chats.evaluateAll((links) => links.map((link) => link.getAttribute('href'))))
      expect(href).toMatch(/^https:\/\/wa\.me\/(91\d{10}|442079460958)\?text=/)
    const [answered] = await leadsByEmail(request, 'enquiries', lead.email)
    expect(answered.firstResponseAt).toBeTruthy()
    expect(answered.contactLog).toMatchObject([{ channel: 'whatsapp', by: counsellor.id }])

    // The lead's own page: its contact buttons and its clock in the list.
    await page.goto(`/admin/collections/enquiries/${stored.id}`)
    const contact = page.getByRole('list', { name: `Contact ${lead.name}` })
    await expect(contact.getByRole('link')).toHaveText(['Call', 'WhatsApp (opens in a new tab)', 'Email'])
    await expect(contact.getByRole('link', { name: 'Call' })).toHaveAttribute('href', 'tel:+919810000001')
    await page.goto('/admin/collections/enquiries')
    await expect(page.getByRole('row', { name: new RegExp(lead.email) })).toContainText(/Answered in \d+/)
  } finally {
    await context.close()
    await staff.update('users', counsellor.id, { takesNewLeads: false })
  }
})
