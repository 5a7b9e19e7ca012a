import { expect, test, type Browser, type Page } from '@playwright/test'

import { SIGN_IN_SENT } from '../../src/schema/portal'
import { PORTAL_TEXT } from '../../src/app/(site)/portal/_lib/portal-copy'
import { expectNoAxeViolations } from '../support/axe'
import { cms } from '../support/http-api'
import { anIp } from '../support/leads'
import { newPortalFile, signInLinkFor, type PortalFile } from '../support/portal'
import { htmlErrors } from '../support/valid-html'
import { expectNoHorizontalOverflow, PHONE_AND_DESKTOP, resizeTo, VIEWPORT_HEIGHT } from '../support/viewport'

// The portal as a student and a parent meet it on a phone (docs/product.md §15): ask for a link, follow it from the
// mail, read the applications, write to the counsellor, all without a script; a parent reads the same and has no
// form. Every signed-in page passes axe at 390 and 1280 px and the Nu Html Checker (the signed-out pages are in the
// route sweeps, tests/support/site-routes.ts).

const PHONE = { width: PHONE_AND_DESKTOP[0], height: VIEWPORT_HEIGHT }

/** Signs in through the pages, in a browser context of its own: the form, the mailed link, its Sign in button. */
async function signIn(
  browser: Browser,
  request: Parameters<typeof signInLinkFor>[0],
  email: string,
  javaScript = true,
) {
  const context = await browser.newContext({
    viewport: PHONE,
    javaScriptEnabled: javaScript,
    extraHTTPHeaders: { 'x-forwarded-for': anIp() },
  })
  const page = await context.newPage()
  await page.goto('/portal')
  await expect(page.getByRole('heading', { level: 1, name: PORTAL_TEXT.signIn.title })).toBeVisible()
  await page.getByLabel(PORTAL_TEXT.signIn.email).fill(email)
  await page.getByRole('button', { name: PORTAL_TEXT.signIn.submit }).click()
  await expect(page.getByRole('heading', { level: 1, name: PORTAL_TEXT.signIn.sentTitle })).toBeVisible()
  await expect(page.getByText(SIGN_IN_SENT)).toBeVisible()
  await page.goto(await signInLinkFor(request, email))
  await page.getByRole('button', { name: PORTAL_TEXT.confirm.button }).click()
  await expect(page).toHaveURL(/\/portal$/)
  return page
}

let file: PortalFile
let transcript: number

test.beforeAll(async ({ request }) => {
  file = await newPortalFile(request, 'Asha Rao')
  transcript = (
    await cms(request).create('requested-documents', {
      student: file.student.id,
      applications: [file.application.id],
      name: 'Academic transcripts',
      help: 'Every semester’s mark sheet, stamped by your university.',
      scope: 'student',
      status: 'missing',
      dueAt: new Date(Date.now() + 10 * 86_400_000).toISOString(),
    })
  ).id
})

test('a student signs in on a phone from the mailed link, reads their applications and writes to their counsellor, without a script', async ({
  browser,
  request,
}) => {
  const page = await signIn(browser, request, file.student.email, false)
  await expect(page.getByRole('heading', { level: 1, name: PORTAL_TEXT.home.title(file.student.name) })).toBeVisible()
  const application = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('link', { name: new RegExp(file.application.programme) }) })
  await expect(application.getByText('Conditional offer', { exact: true }).first()).toBeVisible()
  await expect(application.getByText(/You have an offer with conditions/)).toBeVisible()
  await expect(application.getByText(/^Deposit due: /)).toBeVisible()
  const timeline = application.getByRole('list', { name: /^Timeline/ })
  await expect(timeline.getByRole('listitem')).toHaveText([/^Submitted/, /^Conditional offer/])
  await expectNoHorizontalOverflow(page, '/portal at 390 px')

  await application.getByRole('link', { name: new RegExp(file.application.programme) }).click()
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(file.application.programme) })).toBeVisible()
  await expect(page.getByRole('list', { name: PORTAL_TEXT.application.progress }).getByRole('listitem')).toHaveCount(
    2 + 7,
  )

  await page.getByRole('navigation', { name: PORTAL_TEXT.nav.label }).getByRole('link', { name: 'Messages' }).click()
  await expect(page.getByText(`Welcome, ${file.student.name}: your file is open.`)).toBeVisible()
  await page.getByLabel(PORTAL_TEXT.messages.body).fill('Can I send my IELTS results next week?')
  await page.getByRole('button', { name: PORTAL_TEXT.messages.send }).click()
  await expect(page.getByRole('main').getByRole('status')).toHaveText(PORTAL_TEXT.messages.sent)
  const conversation = page.getByRole('list', { name: PORTAL_TEXT.messages.title }).getByRole('listitem')
  await expect(conversation.last()).toContainText(file.student.name)
  await expect(conversation.last()).toContainText('Can I send my IELTS results next week?')
  await expectNoHorizontalOverflow(page, '/portal/messages at 390 px')

  // An empty message comes back with the message beside the field.
  await page.getByRole('button', { name: PORTAL_TEXT.messages.send }).click()
  await expect(page.getByText('Please write your message.')).toBeVisible()
  await page.context().close()
})

test('a parent reads the same file on a phone, with no form to change anything', async ({ browser, request }) => {
  const page = await signIn(browser, request, file.guardian.email)
  await expect(page.getByText(PORTAL_TEXT.home.readOnly(file.student.name))).toBeVisible()
  await expect(page.getByRole('link', { name: new RegExp(file.application.programme) })).toBeVisible()
  await page.goto('/portal/messages')
  await expect(page.getByText(`Welcome, ${file.student.name}: your file is open.`)).toBeVisible()
  await expect(page.getByRole('main').getByRole('textbox')).toHaveCount(0)
  await expect(page.getByText(PORTAL_TEXT.messages.readOnly)).toBeVisible()
  await page.goto('/portal/family')
  await expect(page.getByRole('button', { name: /Withdraw access|Send the invitation/ })).toHaveCount(0)
  await page.goto('/portal/privacy')
  await expect(page.getByRole('button', { name: PORTAL_TEXT.privacy.download })).toHaveCount(0)
  await page.context().close()
})

/** A signed-in portal's pages: each has no axe violation at both widths, and its server HTML is valid. */
async function sweep(page: Page, paths: string[], who: string) {
  const html = new Map<string, string>()
  for (const path of paths) {
    await resizeTo(page, PHONE_AND_DESKTOP[0])
    const response = await page.goto(path)
    expect(response?.status(), path).toBe(200)
    for (const width of PHONE_AND_DESKTOP) {
      await resizeTo(page, width)
      await expectNoAxeViolations(page, `${who} ${path} at ${width} px`)
    }
    html.set(`${who} ${path}`, await (await page.request.get(path)).text())
  }
  expect(await htmlErrors(html)).toEqual([])
}

test('every signed-in portal page has no axe violation at 390 and 1280 px, and valid HTML, for a student and a parent', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000)
  const pages = [
    '/portal',
    `/portal/applications/${file.application.id}`,
    '/portal/documents',
    `/portal/documents/${transcript}`,
    '/portal/messages',
    '/portal/family',
    '/portal/privacy',
  ]
  const student = await signIn(browser, request, file.student.email)
  // One upload, so the document's page lists it with its page.
  const pdf = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n')
  const upload = await student.request.post(`/portal/uploads/${transcript}`, {
    multipart: { files: { name: 'transcript.pdf', mimeType: 'application/pdf', buffer: pdf } },
    headers: { accept: 'application/json' },
  })
  expect(upload.status()).toBe(201)
  // A refused form as the pages show it again: its message beside the field.
  await student.goto('/portal/family')
  await student.getByLabel(PORTAL_TEXT.family.name).fill('Meera Rao')
  await student.getByLabel(PORTAL_TEXT.family.email).fill('not-an-address')
  await student.getByRole('button', { name: PORTAL_TEXT.family.submit }).click()
  await expect(student.getByText('Invalid email address format.')).toBeVisible()
  await sweep(student, pages, 'student')
  await student.context().close()
  const parent = await signIn(browser, request, file.guardian.email)
  await sweep(parent, pages, 'parent')
  await parent.context().close()
})
