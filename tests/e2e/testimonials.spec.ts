import { expect, test, type Page } from '@playwright/test'

import { testimonials } from '../../src/seed/content/testimonials'
import { API_PATHS } from '../../src/contract/api-paths'
import { TESTIMONIALS_PAGE_SIZE } from '../../src/sections/shared/list-requests'
import { TESTIMONIAL_SKELETONS, TESTIMONIALS_PAGE } from '../../src/sections/testimonials/testimonial-copy'
import { hydrated } from '../support/hydrated'

// /testimonials (docs/product.md §2, §4, §8, §9) against the seeded demo content: 14 testimonials, 12 a page.

const ordered = [...testimonials].sort((a, b) => a.order - b.order)
const firstPage = ordered.slice(0, TESTIMONIALS_PAGE_SIZE)
const secondPage = ordered.slice(TESTIMONIALS_PAGE_SIZE, TESTIMONIALS_PAGE_SIZE * 2)

const html = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#x27;')

const list = (page: Page) => page.getByRole('region', { name: TESTIMONIALS_PAGE.listLabel })
const cards = (page: Page) => list(page).locator('article')
const pagination = (page: Page) => page.getByRole('navigation', { name: TESTIMONIALS_PAGE.paginationLabel })
/** An enabled pagination control: a link, so every page can be opened, shared and crawled. */
const control = (page: Page, name: string) => pagination(page).getByRole('link', { name, exact: true })

test('the server HTML holds the first page, and ?page=2 the second', async ({ request }) => {
  expect(ordered.length).toBeGreaterThan(TESTIMONIALS_PAGE_SIZE)
  const first = await (await request.get('/testimonials')).text()
  for (const item of firstPage) expect(first).toContain(html(item.name))
  for (const item of secondPage) expect(first).not.toContain(html(item.name))
  expect(first).not.toContain('data-skeleton')
  const second = await (await request.get('/testimonials?page=2')).text()
  for (const item of secondPage) expect(second).toContain(html(item.name))
  for (const item of firstPage) expect(second).not.toContain(`>${html(item.name)}<`)
  for (const path of ['/testimonials?page=99', '/testimonials?page=abc', '/testimonials?page=0']) {
    const missing = await request.get(path)
    expect(missing.status(), path).toBe(404)
    expect(await missing.text(), path).toContain('Oops! page not found')
  }
})

test('each shows the image, or the video when it has none, the message, the name and the tagline', async ({ page }) => {
  await page.goto('/testimonials')
  await hydrated(page)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(TESTIMONIALS_PAGE.title)
  await expect(cards(page)).toHaveCount(firstPage.length)
  for (const [index, item] of firstPage.entries()) {
    const card = cards(page).nth(index)
    await expect(card).toContainText(item.name)
    await expect(card).toContainText(item.shortTagline)
    if (item.image) await expect(card.getByRole('img', { name: item.image.alt })).toBeVisible()
    else await expect(card.getByRole('button', { name: `Play ${item.name}’s video` })).toBeVisible()
  }
})

test('Read More appears only when the message overflows, expands it and disappears', async ({ page }) => {
  await page.goto('/testimonials')
  await hydrated(page)
  const long: number[] = []
  let short = 0
  for (const [index] of firstPage.entries()) {
    const card = cards(page).nth(index)
    const overflows = await card
      .locator('blockquote')
      .evaluate((element) => element.scrollHeight > element.clientHeight + 1)
    await expect(card.getByRole('button', { name: 'Read More' })).toHaveCount(overflows ? 1 : 0)
    if (overflows) long.push(index)
    else short++
  }
  expect(long.length).toBeGreaterThan(0)
  expect(short).toBeGreaterThan(0)
  const card = cards(page).nth(long[0]!)
  await card.getByRole('button', { name: 'Read More' }).click()
  await expect(card.getByRole('button', { name: 'Read More' })).toHaveCount(0)
  const message = card.locator('blockquote')
  expect(await message.evaluate((element) => element.scrollHeight <= element.clientHeight + 1)).toBe(true)
  await expect(message).toBeFocused()
})

test('a video loads nothing from outside before the click, then the privacy-enhanced player', async ({ page }) => {
  const outside: string[] = []
  await page.route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, (route) => {
    outside.push(route.request().url())
    return route.abort()
  })
  await page.goto('/testimonials')
  await hydrated(page)
  const video = firstPage.find((item) => !item.image)!
  const card = cards(page).filter({ hasText: video.name })
  await expect(card.locator('iframe')).toHaveCount(0)
  await page.waitForLoadState('networkidle')
  expect(outside).toEqual([])
  await card.getByRole('button', { name: `Play ${video.name}’s video` }).click()
  await expect(card.locator('iframe')).toHaveAttribute(
    'src',
    `https://www.youtube-nocookie.com/embed/${video.videoUrl!.split('/').pop()}?autoplay=1&rel=0`,
  )
  await expect(card.locator('iframe')).toHaveAttribute('title', new RegExp(video.name))
  await expect.poll(() => outside.some((url) => url.includes('youtube-nocookie.com/embed/'))).toBe(true)
})

test('without JavaScript a video is a link to its page on YouTube, in place of a Play button that could not play', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto('/testimonials')
  const video = firstPage.find((item) => !item.image)!
  const card = cards(page).filter({ hasText: video.name })
  await expect(card.getByRole('button', { name: `Play ${video.name}’s video` })).toBeHidden()
  const watch = card.getByRole('link', { name: `Watch ${video.name}’s video on YouTube (opens in a new tab)` })
  await expect(watch).toBeVisible()
  await expect(watch).toHaveAttribute('href', `https://www.youtube.com/watch?v=${video.videoUrl!.split('/').pop()}`)
  await context.close()
})

test('pagination: edges disabled, six placeholders while a page loads, the address keeps the page', async ({
  page,
}) => {
  await page.goto('/testimonials')
  await hydrated(page)
  const previous = pagination(page).getByRole('button', { name: 'Previous page' })
  await expect(previous).toBeDisabled()
  await expect(pagination(page).getByRole('button', { name: 'Page 1' })).toBeDisabled()
  await expect(pagination(page).getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page')
  // Page 1 with a next page: the count shown is 2.
  await expect(pagination(page).getByRole('listitem')).toHaveCount(2 + 2)
  await expect(control(page, 'Page 2')).toHaveAttribute('href', '/testimonials?page=2')

  let release: () => void = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  const requests: unknown[] = []
  await page.route(API_PATHS.testimonials, async (route) => {
    requests.push(route.request().postDataJSON())
    await held
    await route.continue()
  })
  await page.evaluate(() => window.scrollTo(0, 0))
  await control(page, 'Next page').click()
  await expect(page.locator('[data-skeleton="testimonial"]')).toHaveCount(TESTIMONIAL_SKELETONS)
  await expect(page).toHaveURL(/\/testimonials\?page=2$/)
  release()
  await expect(cards(page)).toHaveCount(secondPage.length)
  expect(requests).toEqual([{ pageIndex: 2, pageSize: TESTIMONIALS_PAGE_SIZE }])
  for (const [index, item] of secondPage.entries()) await expect(cards(page).nth(index)).toContainText(item.name)
  await expect(page.locator('[data-skeleton]')).toHaveCount(0)

  // Scrolled to the list.
  await expect
    .poll(() => list(page).evaluate((element) => Math.abs(element.getBoundingClientRect().top)))
    .toBeLessThan(200)

  // Last page: next disabled, the current page disabled, previous enabled; no page 3.
  await expect(pagination(page).getByRole('button', { name: 'Next page' })).toBeDisabled()
  await expect(pagination(page).getByRole('button', { name: 'Page 2' })).toBeDisabled()
  await expect(pagination(page).getByRole('link', { name: 'Page 1' })).toHaveAttribute('href', '/testimonials')
  await expect(pagination(page).getByRole('link', { name: 'Page 3' })).toHaveCount(0)

  // Back in history shows page 1 again; a reload of ?page=2 is served whole by the server.
  await page.goBack()
  await expect(page).toHaveURL(/\/testimonials$/)
  await expect(cards(page).first()).toContainText(firstPage[0]!.name)
  await page.goto('/testimonials?page=2')
  await hydrated(page)
  await expect(cards(page).first()).toContainText(secondPage[0]!.name)
  await expect(pagination(page).getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page')
})

test('a failed page load is logged and the placeholders stay (docs/product.md §8)', async ({ page }) => {
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text())
  })
  await page.goto('/testimonials')
  await hydrated(page)
  await page.route(API_PATHS.testimonials, (route) => route.fulfill({ status: 500, json: { error: { message: 'x' } } }))
  await control(page, 'Page 2').click()
  await expect.poll(() => errors.some((text) => text.includes('Network response was not ok'))).toBe(true)
  await expect(page.locator('[data-skeleton="testimonial"]')).toHaveCount(TESTIMONIAL_SKELETONS)
})

test('a single page hides the pagination', async ({ page }) => {
  await page.goto('/testimonials?page=2')
  await hydrated(page)
  const answer = await (
    await page.request.post(API_PATHS.testimonials, { data: { pageIndex: 1, pageSize: TESTIMONIALS_PAGE_SIZE } })
  ).json()
  // The content shrinks to one page: page 1 answers with no next page.
  await page.route(API_PATHS.testimonials, (route) =>
    route.fulfill({ json: { data: { list: answer.data.list, nextPageAvailable: false } } }),
  )
  await control(page, 'Page 1').click()
  await expect(cards(page)).toHaveCount(firstPage.length)
  await expect(pagination(page)).toHaveCount(0)
})

test('a page found empty in the browser (emptied since the list rendered) is loaded afresh from the server', async ({
  page,
}) => {
  await page.goto('/testimonials')
  await hydrated(page)
  await page.evaluate(() => Object.assign(window, { __sameDocument: true }))
  await page.route(API_PATHS.testimonials, (route) =>
    route.fulfill({ json: { data: { list: [], nextPageAvailable: false } } }),
  )
  await control(page, 'Page 2').click()
  // A new document, rendered by the server, not the empty answer under buttons for pages that do not exist.
  await expect.poll(() => page.evaluate(() => '__sameDocument' in window).catch(() => true)).toBe(false)
  await expect(page).toHaveURL(/\/testimonials\?page=2$/)
  await expect(cards(page)).toHaveCount(secondPage.length)
  await expect(cards(page).first()).toContainText(secondPage[0]!.name)
})
