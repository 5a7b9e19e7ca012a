import { expect, test, type Page } from '@playwright/test'

import {
  expectCardTitles,
  holdRequests,
  jsonLd,
  pageControls,
  WITH_NATIVE_SHARE,
  WITHOUT_NATIVE_SHARE,
} from '../support/content-pages'
import { expectNoAxeViolations } from '../support/axe'
import { call, list } from '../support/http-api'
import { hydrated } from '../support/hydrated'
import { expectNoHorizontalOverflow } from '../support/viewport'

// /newsroom and /newsroom/{slug} (docs/product.md §2, §4, §8, §9) against the seeded app. Expected items come from
// the site's own §7 calls at test time.

const NEWS_LIST = '/api/Newsroom/GetNewsList'
const DETAIL = '/api/Newsroom/GetNewsBYSlugName'
const PAGE_SIZE = 12

type Item = { id: number; slug: string; title: string; shortDescription: string; date: string; image: string }

const newsPage = (request: Parameters<typeof list>[0], pageIndex: number) =>
  list<Item>(request, NEWS_LIST, { pageIndex, pageSize: PAGE_SIZE })
const allNews = async (request: Parameters<typeof list>[0]) =>
  (await list<Item>(request, NEWS_LIST, { pageIndex: 1, pageSize: 100 })).list

const grid = (page: Page) => page.getByRole('region', { name: 'News', exact: true })
const pagination = (page: Page) => page.getByRole('navigation', { name: 'News pages' })
const control = (page: Page, name: string) => pagination(page).locator(`[aria-label="${name}"]`)

test('the server HTML of /newsroom holds the social links and the first page of news', async ({ browser, request }) => {
  const first = await newsPage(request, 1)
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto('/newsroom')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Newsroom')
  await expect(page.getByRole('main').getByRole('list', { name: 'Follow us' }).getByRole('link')).toHaveCount(4)
  await expectCardTitles(
    grid(page),
    first.list.map((item) => item.title),
  )
  const card = grid(page).getByRole('listitem').first()
  await expect(card.getByRole('link')).toHaveAttribute('href', `/newsroom/${first.list[0]!.slug}`)
  await expect(card).toContainText(first.list[0]!.shortDescription)
  // The card says the day (the list's dates are days, at midnight UTC).
  await expect(card.locator('time')).toHaveAttribute('datetime', first.list[0]!.date.slice(0, 10))
  await expect(card.locator('img')).toHaveAttribute('srcset', /^\/img\/\d+\/[^/\s]+ \d+w/)
  await context.close()
})

test('paging: skeletons, the URL keeps the page, disabled edges, and the list scrolled into view', async ({
  page,
  request,
}) => {
  const all = await allNews(request)
  const lastPage = Math.ceil(all.length / PAGE_SIZE)
  expect(lastPage).toBeGreaterThan(1)
  const second = await newsPage(request, 2)

  await page.goto('/newsroom')
  await hydrated(page)
  await expect(control(page, 'Previous page')).toBeDisabled()
  await expect(control(page, 'Page 1')).toBeDisabled()
  await expect(pageControls(pagination(page))).toHaveText(['1', '2'])

  const release = await holdRequests(page, NEWS_LIST)
  await control(page, 'Page 2').click()
  await expect(page.locator('[data-testid="card-skeleton"]')).toHaveCount(12)
  await expect(page).toHaveURL(/\/newsroom\?page=2$/)
  release()
  await expect(page.locator('[data-testid="card-skeleton"]')).toHaveCount(0)
  await expectCardTitles(
    grid(page),
    second.list.map((item) => item.title),
  )
  await expect(control(page, 'Page 2')).toBeDisabled()
  await expect.poll(async () => (await grid(page).boundingBox())!.y).toBeLessThan(200)
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(100)

  await page.goto(`/newsroom?page=${lastPage}`)
  await hydrated(page)
  await expect(control(page, 'Next page')).toBeDisabled()
  await expect(pageControls(pagination(page))).toHaveCount(lastPage)
  await expectCardTitles(
    grid(page),
    all.slice((lastPage - 1) * PAGE_SIZE).map((item) => item.title),
  )
  await control(page, 'Previous page').click()
  await expect(page).toHaveURL(lastPage - 1 > 1 ? new RegExp(`page=${lastPage - 1}$`) : /\/newsroom$/)
  await expectCardTitles(
    grid(page),
    all.slice((lastPage - 2) * PAGE_SIZE, (lastPage - 1) * PAGE_SIZE).map((item) => item.title),
  )
})

test('an address naming no page of news is the not-found page with HTTP 404, never an empty grid with page buttons', async ({
  page,
  request,
}) => {
  const lastPage = Math.ceil((await allNews(request)).length / PAGE_SIZE)
  for (const path of [
    `/newsroom?page=${lastPage + 1}`,
    '/newsroom?page=99',
    '/newsroom?page=abc',
    '/newsroom?page=0',
  ]) {
    const response = await page.goto(path)
    expect(response!.status(), path).toBe(404)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Oops! page not found')
    await expect(page).toHaveTitle('Page not found')
    await expect(pagination(page)).toHaveCount(0)
  }
  expect((await page.goto(`/newsroom?page=${lastPage}`))!.status()).toBe(200)
  await expect(pageControls(pagination(page))).toHaveCount(lastPage)
})

test('news detail: banner, back, date, title, share, body, related news; title and meta from the item', async ({
  page,
  request,
}) => {
  const [latest] = (await newsPage(request, 1)).list
  const detail = (await call(request, DETAIL, { slugName: latest!.slug })).body.data[0]
  await page.goto('/newsroom')
  await hydrated(page)
  await grid(page).getByRole('link', { name: latest!.title }).click()
  await expect(page).toHaveURL(new RegExp(`/newsroom/${latest!.slug}$`))
  const article = page.getByRole('article').first()
  await expect(article.getByRole('heading', { level: 1 })).toHaveText(detail.title)
  await expect(article.locator('time').first()).toHaveAttribute('datetime', detail.date)
  await expect(article.getByRole('button', { name: 'Share' })).toBeVisible()
  await expect(page).toHaveTitle(`${detail.seo.metaTitle || detail.title} | Newsroom`)
  if (detail.seo.metaDescription)
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', detail.seo.metaDescription)
  else await expect(page.locator('meta[name="description"]')).toHaveCount(0)

  const banner = article.locator('img').first()
  await expect(banner).toHaveAttribute('fetchpriority', 'high')
  await expect(banner).toHaveAttribute('width', /\d+/)
  expect(await banner.evaluate((node) => node.getBoundingClientRect().top)).toBeLessThan(400)

  const related = page.getByRole('region', { name: 'Related news' })
  await related.scrollIntoViewIfNeeded()
  await expect(related.locator('.swiper-slide-visible')).toHaveCount(3)
  await expect(related.getByRole('link', { name: latest!.title })).toHaveCount(0)

  await article.getByRole('link', { name: 'Back to the newsroom' }).click()
  await expect(page).toHaveURL(/\/newsroom$/)

  const missing = await page.goto('/newsroom/no-such-news-item')
  expect(missing!.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Oops! page not found')
})

test('share: the dialog without navigator.share, the native sheet with it', async ({ browser, request }) => {
  const [latest] = (await newsPage(request, 1)).list
  const without = await browser.newContext()
  await without.addInitScript(WITHOUT_NATIVE_SHARE)
  const page = await without.newPage()
  await page.goto(`/newsroom/${latest!.slug}`)
  await hydrated(page)
  await page.getByRole('button', { name: 'Share' }).click()
  const dialog = page.getByRole('dialog')
  await expect(dialog.locator('[data-target]')).toHaveCount(8)
  await expect(dialog.locator('[data-target="vk"], [data-target="okru"]')).toHaveCount(0)
  await page.mouse.click(5, 5)
  await expect(dialog).toBeHidden()
  await without.close()

  const native = await browser.newContext()
  await native.addInitScript(WITH_NATIVE_SHARE)
  const nativePage = await native.newPage()
  await nativePage.goto(`/newsroom/${latest!.slug}`)
  await hydrated(nativePage)
  await nativePage.getByRole('button', { name: 'Share' }).click()
  await expect
    .poll(() => nativePage.evaluate(() => (window as unknown as { __shared?: ShareData[] }).__shared ?? []))
    .toEqual([{ title: latest!.title, url: nativePage.url() }])
  await expect(nativePage.getByRole('dialog')).toHaveCount(0)
  await native.close()
})

test('SEO: feed, sitemap, NewsArticle and BreadcrumbList, Open Graph image', async ({ page, request }) => {
  const all = await allNews(request)
  const feed = await (await request.get('/newsroom/feed.xml')).text()
  expect(feed.match(/<item>/g)).toHaveLength(Math.min(all.length, 50))
  const sitemap = await (await request.get('/sitemap.xml')).text()
  for (const item of all) expect(sitemap).toContain(`/newsroom/${item.slug}</loc>`)

  await page.goto(`/newsroom/${all[0]!.slug}`)
  await hydrated(page)
  await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute(
    'href',
    /\/newsroom\/feed\.xml$/,
  )
  const data = await jsonLd(page)
  expect(data.find((entry) => entry['@type'] === 'NewsArticle')?.headline).toBe(all[0]!.title)
  expect(data.map((entry) => entry['@type'])).toContain('BreadcrumbList')
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', /\/images\/[^/]+\.webp$/)
})

test.describe('no axe-core violation', () => {
  test.describe.configure({ timeout: 120_000 })

  // The list's second page: every route's first page is read by the route sweep (every-route.spec.ts).
  test('on /newsroom?page=2', async ({ page }) => {
    await page.goto('/newsroom?page=2')
    await hydrated(page)
    await expectNoAxeViolations(page, '/newsroom?page=2')
  })
})

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('the newsroom and a news item fit the phone, with one related item per view', async ({ page, request }) => {
    await page.goto('/newsroom')
    await hydrated(page)
    await expectNoHorizontalOverflow(page)
    const [latest] = (await newsPage(request, 1)).list
    await page.goto(`/newsroom/${latest!.slug}`)
    await hydrated(page)
    await expectNoHorizontalOverflow(page)
    const related = page.getByRole('region', { name: 'Related news' })
    await related.scrollIntoViewIfNeeded()
    await expect(related.locator('.swiper-slide-visible')).toHaveCount(1)
  })
})

test.describe('with reduced motion', () => {
  test.use({ reducedMotion: 'reduce' })

  test('a page change jumps to the list instead of scrolling smoothly', async ({ page }) => {
    await page.goto('/newsroom')
    await hydrated(page)
    await pagination(page).scrollIntoViewIfNeeded()
    // Every scroll position the window passes through after the click: a smooth scroll passes through many, a
    // jump through one. The click is the page's own, so the test runner scrolls nothing itself.
    const positions = await control(page, 'Page 2').evaluate(async (link) => {
      const seen = new Set<number>()
      window.addEventListener('scroll', () => seen.add(Math.round(window.scrollY)))
      ;(link as HTMLElement).click()
      await new Promise((resolve) => setTimeout(resolve, 1500))
      return [...seen]
    })
    await expect(page).toHaveURL(/\/newsroom\?page=2$/)
    await expect
      .poll(() => grid(page).evaluate((element) => Math.abs(element.getBoundingClientRect().top)))
      .toBeLessThan(200)
    expect(positions).toHaveLength(1)
  })
})
