import { expect, test, type Page, type Request } from '@playwright/test'

import { CACHE_STATUS_HEADER } from '../../src/page-cache/page-cache.server'
import { BLOG_STRINGS } from '../../src/sections/blog/blog-strings'
import { symbolCount } from '../../src/ui/icon-sheet'
import { ICON_SYMBOLS } from '../../src/ui/icon-symbols'
import { hydrated } from '../support/hydrated'
import { keptPageHtml, NAVIGATION } from '../support/kept-page'
import { scriptLoaders } from '../support/script-loader'

// Static markup (docs/decisions/0196-static-markup.md): what a page's HTML says is not sent again in the router's
// payload, stays as the server wrote it when React hydrates, and is whole again when the router brings the page.

const ISLAND = '[data-static-markup]'

/** Every console error and uncaught exception of the page, from the moment this is called. */
function errorsOf(page: Page) {
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text())
  })
  page.on('pageerror', (error) => errors.push(error.message))
  return errors
}

/** The router's payload in the page's HTML: the text of its inline scripts. */
const payloadOf = (html: string) =>
  [...html.matchAll(/<script[^>]*>(self\.__next_f\.push\([\s\S]*?)<\/script>/g)].map(([, script]) => script).join('')

/** A link of the footer's 'Company' column, which is static markup on every page. */
const companyLink = (page: Page, name: string) =>
  page.getByRole('contentinfo').getByRole('navigation', { name: 'Company' }).getByRole('link', { name })

/** Marks the window, so that a later check tells a move by the router from a full load. */
const markWindow = (page: Page) => page.evaluate(() => Object.assign(window, { stillThisWindow: true }))
const sameWindow = (page: Page) => page.evaluate(() => 'stillThisWindow' in window)

test('the home page sends its static sections as HTML only, and keeps them as they were after hydration', async ({
  page,
  request,
}) => {
  const html = await (await request.get('/', { headers: { accept: 'text/html' } })).text()
  const payload = payloadOf(html)
  expect(html).toContain('Stay ahead of every deadline')
  expect(payload).not.toContain('Stay ahead of every deadline')
  expect(html).toContain('All rights reserved.')
  expect(payload).not.toContain('All rights reserved.')

  const errors = errorsOf(page)
  await page.goto('/')
  await hydrated(page)
  const islands = page.locator(ISLAND)
  expect(await islands.count()).toBeGreaterThan(20)
  const served = [...html.matchAll(/data-static-markup="([^"]+)"/g)].map(([, id]) => id)
  expect(served.length).toBe(await islands.count())
  const footer = page.getByRole('contentinfo')
  await expect(footer.getByRole('heading', { name: 'Stay ahead of every deadline' })).toBeVisible()
  await expect(companyLink(page, 'About')).toBeVisible()
  expect(errors).toEqual([])
})

test('inner pages send their header, contact details and structured data as HTML only, and the router brings them whole', async ({
  page,
  request,
}) => {
  for (const [path, words] of [
    // The page header's follow links (its lead is also the page's description, which the metadata repeats).
    ['/blogs', ['follow-links-label', 'BreadcrumbList']],
    ['/contact', ['General enquiries', 'Find our office', 'BreadcrumbList', 'FAQPage']],
  ] as const) {
    const html = await (await request.get(path, { headers: { accept: 'text/html' } })).text()
    const payload = payloadOf(html)
    for (const word of words) {
      expect(html, `${path}: ${word}`).toContain(word)
      expect(payload, `${path}: ${word}`).not.toContain(word)
    }
    // The layouts' not-found element is a reference to ours, not Next's built-in page rendered into every payload.
    expect(payload, path).not.toContain('This page could not be found')
  }

  const errors = errorsOf(page)
  await page.goto('/contact')
  await hydrated(page)
  const structuredData = () =>
    page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((scripts) => scripts.map((script) => JSON.parse(script.textContent ?? '')['@type'] as string))
  expect((await structuredData()).sort()).toEqual(['BreadcrumbList', 'FAQPage'])
  await companyLink(page, 'Blogs').click()
  await expect(page).toHaveURL(/\/blogs$/)
  await expect(page.getByRole('heading', { level: 1, name: BLOG_STRINGS.heading })).toBeVisible()
  await expect(page.getByText(BLOG_STRINGS.lead)).toBeVisible()
  expect(await structuredData()).toEqual(['BreadcrumbList'])
  await page.goBack()
  await expect(page.getByRole('heading', { name: 'Write to us' })).toBeVisible()
  expect((await structuredData()).sort()).toEqual(['BreadcrumbList', 'FAQPage'])
  expect(errors).toEqual([])
})

test('a link in static markup moves through the router, and the page it left is whole when the visitor comes back', async ({
  page,
}) => {
  const errors = errorsOf(page)
  await page.goto('/')
  await hydrated(page)
  const footerText = await page.getByRole('contentinfo').innerText()
  await markWindow(page)

  await companyLink(page, 'About').click()
  await expect(page).toHaveURL(/\/about$/)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  expect(await sameWindow(page)).toBe(true)

  await page.goBack()
  await expect(page).toHaveURL(/\/$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Bridging you to a brighter future' })).toBeVisible()
  expect(await sameWindow(page)).toBe(true)
  expect(await page.getByRole('contentinfo').innerText()).toBe(footerText)
  await expect(page.getByRole('heading', { name: 'Four steps, one counsellor beside you' })).toBeAttached()
  expect(errors).toEqual([])
})

test('a blog opened from the list by the router shows its whole body, and the list comes back with its cards', async ({
  page,
}) => {
  const errors = errorsOf(page)
  await page.goto('/blogs')
  await hydrated(page)
  const list = page.getByRole('region', { name: 'Blogs' })
  const cards = list.getByRole('listitem')
  const count = await cards.count()
  expect(count).toBeGreaterThan(0)
  const first = cards.first().getByRole('link')
  const title = (await first.innerText()).trim()
  await markWindow(page)

  await first.click()
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
  expect(await sameWindow(page)).toBe(true)
  // The body came in the router's payload: paragraphs of its own, not an empty element.
  expect(await page.locator('main article p').count()).toBeGreaterThan(2)

  await page.goBack()
  await expect(list.getByRole('listitem')).toHaveCount(count)
  await expect(list.getByRole('link', { name: title })).toBeVisible()
  expect(errors).toEqual([])
})

test('a kept page carries only the icons it draws, and the browser’s sheet is whole once the page is idle', async ({
  page,
  baseURL,
}) => {
  const html = await keptPageHtml(baseURL!, '/newsroom')
  const sent = /<svg[^>]*data-icon-sheet[^>]*>([\s\S]*?)<\/svg>/.exec(html)![1]!
  const sentIds = [...sent.matchAll(/<symbol\b[^>]*id="([^"]+)"/g)].map(([, id]) => id)
  const drawn = new Set([...html.replace(sent, '').matchAll(/<use[^>]*href="#([^"]+)"/g)].map(([, id]) => id))
  expect(sentIds.length).toBeGreaterThan(0)
  expect(sentIds.length).toBeLessThan(symbolCount(ICON_SYMBOLS))
  expect(new Set(sentIds)).toEqual(drawn)

  await page.goto('/newsroom', { waitUntil: 'domcontentloaded' })
  // The symbols the page draws stay as they are while the others are added (docs/decisions/0203).
  await page
    .locator('[data-icon-sheet] symbol')
    .first()
    .evaluate((symbol) => symbol.setAttribute('data-sent', ''))
  await hydrated(page)
  await expect.poll(() => page.locator('[data-icon-sheet] symbol').count()).toBe(symbolCount(ICON_SYMBOLS))
  await expect(page.locator('[data-icon-sheet] symbol[data-sent]')).toHaveCount(1)
  const ids = await page.locator('[data-icon-sheet] symbol').evaluateAll((symbols) => symbols.map(({ id }) => id))
  expect(new Set(ids).size).toBe(ids.length)
})

/** A page rendered for one visit (it reads the visitor's cookie): the page cache never keeps it. */
async function visitOnlyPageHtml(baseURL: string, path: string) {
  const response = await fetch(`${baseURL}${path}`, { headers: NAVIGATION })
  expect(response.headers.get(CACHE_STATUS_HEADER)).toBeNull()
  const nonce = /'nonce-([^']+)'/.exec(response.headers.get('content-security-policy') ?? '')?.[1]
  expect(nonce).toBeTruthy()
  return { html: await response.text(), loaderOpen: `<script nonce="${nonce}">` }
}

for (const { kind, path, sent } of [
  {
    kind: 'a kept page',
    path: '/contact',
    sent: (url: string) => keptPageHtml(url, '/contact').then((html) => ({ html, loaderOpen: '<script>' })),
  },
  { kind: 'a page rendered for one visit', path: '/portal', sent: (url: string) => visitOnlyPageHtml(url, '/portal') },
]) {
  test(`${kind} asks for the framework’s scripts after its first paint, and its policy lets them run`, async ({
    page,
    baseURL,
  }) => {
    // docs/decisions/0199-scripts-after-first-paint.md, 0205-every-site-page-sent-settled.md
    const { html, loaderOpen } = await sent(baseURL!)
    expect(html).not.toMatch(/<script src="\/_next\/static\/[^"]+"[^>]* async="">/)
    expect(html).not.toContain('rel="preload" as="script"')
    const loaders = scriptLoaders(html)
    expect(loaders).toHaveLength(1)
    expect(loaders[0]!.tag.startsWith(loaderOpen)).toBe(true)
    // The scripts' folder is written once, before their names.
    const sources = loaders[0]!.sources
    expect(sources.length).toBeGreaterThan(3)

    const errors = errorsOf(page)
    await page.goto(path)
    await hydrated(page)
    const loaded = await page.evaluate(() =>
      [...document.querySelectorAll('script[src]')].map((s) => s.getAttribute('src')),
    )
    expect(loaded).toEqual(expect.arrayContaining(sources))
    expect(errors).toEqual([])
  })
}

test('a page rendered for one visit carries only the icons it draws too', async ({ baseURL }) => {
  const { html } = await visitOnlyPageHtml(baseURL!, '/portal')
  const sent = /<svg[^>]*data-icon-sheet[^>]*>([\s\S]*?)<\/svg>/.exec(html)![1]!
  const sentIds = [...sent.matchAll(/<symbol\b[^>]*id="([^"]+)"/g)].map(([, id]) => id)
  const drawn = new Set([...html.replace(sent, '').matchAll(/<use[^>]*href="#([^"]+)"/g)].map(([, id]) => id))
  expect(sentIds.length).toBeLessThan(symbolCount(ICON_SYMBOLS))
  expect(new Set(sentIds)).toEqual(drawn)
})

test('pointing at or focusing a link in static markup prefetches its page, and the visit then needs no new request', async ({
  page,
}) => {
  await page.goto('/')
  await hydrated(page)
  const isPrefetchOf = (path: string) => (request: Request) =>
    new URL(request.url()).pathname === path && request.headers()['next-router-prefetch'] === '1'

  const pointed = page.waitForRequest(isPrefetchOf('/about'))
  await companyLink(page, 'About').hover()
  await pointed

  const focused = page.waitForRequest(isPrefetchOf('/team'))
  await companyLink(page, 'Our team').focus()
  await focused
})
