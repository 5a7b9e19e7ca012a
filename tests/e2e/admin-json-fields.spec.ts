import { expect, test, type Page } from '@playwright/test'

import { API_PATHS } from '../../src/contract/api-paths'
import { cms, DEMO_ADMIN } from '../support/http-api'
import { anIp, enquiry, leadsByEmail, post, solved, unique } from '../support/leads'
import { watchPage } from '../support/page-watch'

// The admin's JSON fields show their stored value in Payload's code editor, whose files come from this site
// and nowhere else (docs/decisions/0095-self-hosted-code-editor.md).

/** Every http(s) request the page makes to another origin; each is aborted, as nothing may leave the machine. */
async function outsideRequests(page: Page, baseURL: string) {
  const origin = new URL(baseURL).origin
  const outside: string[] = []
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (url.protocol.startsWith('http') && url.origin !== origin) outside.push(request.url())
  })
  await page.route(
    (url) => url.protocol.startsWith('http') && url.origin !== origin,
    (route) => route.abort(),
  )
  return outside
}

async function openAsAdmin(page: Page, path: string) {
  expect((await page.request.post('/cms-api/users/login', { data: DEMO_ADMIN })).status()).toBe(200)
  await page.goto(path)
}

/** The JSON of every editor on the page, parsed. */
const editorValues = (page: Page) =>
  page.evaluate(() =>
    (window as unknown as { monaco: { editor: { getModels(): { getValue(): string }[] } } }).monaco.editor
      .getModels()
      .map((model) => JSON.parse(model.getValue()) as unknown),
  )

test.beforeEach(() => test.setTimeout(120_000))

test("an outgoing email's headers show in the editor, with no request to another origin", async ({
  page,
  request,
  baseURL,
}) => {
  const email = `reader.${unique()}@example.com`
  expect((await post(request, API_PATHS.subscribeToNewsletter, { email }, anIp())).status).toBe(200)
  const [message] = (await cms(request).find('outbox-messages', `where[to][equals]=${encodeURIComponent(email)}`)).docs
  expect(message.headers).toMatchObject({ 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' })

  const outside = await outsideRequests(page, baseURL!)
  const watched = await watchPage(page)
  const monacoFiles: string[] = []
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/monaco/')) monacoFiles.push(request.url())
  })
  // A page without a JSON field does not load the editor.
  await openAsAdmin(page, '/admin/collections/outbox-messages')
  await expect(page.locator('.table tbody tr').first()).toBeVisible({ timeout: 30_000 })
  expect(monacoFiles).toEqual([])

  await page.goto(`/admin/collections/outbox-messages/${message.id}`)

  const editor = page.locator('.json-field .monaco-editor')
  await expect(editor).toBeVisible({ timeout: 30_000 })
  await expect(editor.locator('.view-lines')).toContainText('"List-Unsubscribe"')
  // Payload sizes the editor by its lines before they wrap, so the last ones may sit below its fold.
  expect(await editorValues(page)).toContainEqual(message.headers)
  expect(outside).toEqual([])
  expect(await watched.violations()).toEqual([])
  expect(watched.consoleErrors).toEqual([])
})

test("a lead's repeat submission shows its fields in the editor inside the array row", async ({
  page,
  request,
  baseURL,
}) => {
  const ip = anIp()
  const first = enquiry()
  expect((await post(request, API_PATHS.contactUs, { ...first, ...(await solved(request, ip)) }, ip)).status).toBe(200)
  // The same details resent, typed differently: a repeat, which keeps the fields as the visitor sent them again.
  const again = { ...first, city: 'NOIDA' }
  expect((await post(request, API_PATHS.contactUs, { ...again, ...(await solved(request, ip)) }, ip)).status).toBe(200)
  const [lead] = await leadsByEmail(request, 'enquiries', first.email)
  expect(lead.repeats).toHaveLength(1)

  const outside = await outsideRequests(page, baseURL!)
  const watched = await watchPage(page)
  await openAsAdmin(page, `/admin/collections/enquiries/${lead.id}`)

  const editor = page.locator('.json-field .monaco-editor')
  await expect(editor).toBeVisible({ timeout: 30_000 })
  await expect(editor.locator('.view-lines')).toContainText('NOIDA')
  expect(await editorValues(page)).toContainEqual(lead.repeats[0].fields)
  expect(outside).toEqual([])
  expect(await watched.violations()).toEqual([])
  expect(watched.consoleErrors).toEqual([])
})
