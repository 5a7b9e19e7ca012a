import { expect, test, type Page } from '@playwright/test'

import { BLOG_STRINGS } from '../../src/sections/blog/blog-strings'
import {
  expectCardTitles,
  holdRequests,
  jsonLd,
  pageControls,
  WITH_NATIVE_SHARE,
  WITHOUT_NATIVE_SHARE,
} from '../support/content-pages'
import { expectNoAxeViolations } from '../support/axe'
import { call, cms, list, paragraphBody } from '../support/http-api'
import { hydrated } from '../support/hydrated'
import { renditionOf } from '../support/image-address'
import { expectNoHorizontalOverflow } from '../support/viewport'

// /blogs and /blogs/{slug} (docs/product.md §2, §4, §8, §9) against the seeded app. Expected items come from the
// site's own §7 calls at test time, so other tests adding content cannot make these fail.

const BY_CATEGORY = '/api/Blog/GetBlogsByCategory'
const CATEGORIES = '/api/Blog/GetCategoryDropDownList'
const DETAIL = '/api/Blog/GetBlogDetailsBySlugName'
const PAGE_SIZE = 12

type Item = { id: number; slug: string; title: string; blogCategory: string; date: string; image: string }

const blogsPage = (request: Parameters<typeof list>[0], categoryId: number, pageIndex: number) =>
  list<Item>(request, BY_CATEGORY, { categoryId, pageIndex, pageSize: PAGE_SIZE })

const allBlogs = async (request: Parameters<typeof list>[0], categoryId = 0) =>
  (await list<Item>(request, BY_CATEGORY, { categoryId, pageIndex: 1, pageSize: 100 })).list

const grid = (page: Page) => page.getByRole('region', { name: 'Blogs', exact: true })
const pagination = (page: Page) => page.getByRole('navigation', { name: 'Blog pages' })
const strip = (page: Page) => page.getByRole('navigation', { name: 'Blog categories' })
const control = (page: Page, name: string) => pagination(page).locator(`[aria-label="${name}"]`)

test('the server HTML of /blogs holds the heading, social links, category strip and the first page of blogs', async ({
  browser,
  request,
}) => {
  const first = await blogsPage(request, 0, 1)
  const categories = (await call<{ data: { id: number; name: string }[] }>(request, CATEGORIES, undefined, 'GET')).body
    .data
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto('/blogs')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Explore blogs')
  await expect(page.getByRole('main').getByRole('list', { name: 'Follow us' }).getByRole('link')).toHaveCount(4)
  await expect(strip(page).getByRole('listitem')).toHaveText([
    'View all',
    ...categories.map((category) => category.name),
  ])
  await expectCardTitles(
    grid(page),
    first.list.map((item) => item.title),
  )
  const firstCard = grid(page).getByRole('listitem').first()
  await expect(firstCard.getByRole('link')).toHaveAttribute('href', `/blogs/${first.list[0]!.slug}`)
  await expect(firstCard).toContainText(first.list[0]!.blogCategory)
  // The card says the day (the list's dates are days, at midnight UTC).
  await expect(firstCard.locator('time')).toHaveAttribute('datetime', first.list[0]!.date.slice(0, 10))
  await expect(page.locator('[data-testid="card-skeleton"]')).toHaveCount(0)
  await context.close()
})

test('paging: skeletons while loading, the URL keeps the page, the controls are disabled at the edges', async ({
  page,
  request,
}) => {
  const all = await allBlogs(request)
  const lastPage = Math.ceil(all.length / PAGE_SIZE)
  expect(lastPage).toBeGreaterThan(2)
  const second = await blogsPage(request, 0, 2)

  await page.goto('/blogs')
  await hydrated(page)
  await expect(control(page, 'Previous page')).toBeDisabled()
  await expect(control(page, 'Page 1')).toBeDisabled()
  await expect(control(page, 'Page 1')).toHaveAttribute('aria-current', 'page')
  // Page 1 of several: the count shown is the current page plus one.
  await expect(pageControls(pagination(page))).toHaveText(['1', '2'])
  await expect(control(page, 'Next page')).toBeEnabled()

  const release = await holdRequests(page, BY_CATEGORY)
  await control(page, 'Next page').click()
  await expect(page.locator('[data-testid="card-skeleton"]')).toHaveCount(12)
  await expect(page).toHaveURL(/\/blogs\?page=2$/)
  // The title follows the page, as the server titles the address (WCAG 2.4.2).
  await expect(page).toHaveTitle(`${BLOG_STRINGS.heading}: page 2 | Brighter Bridge Education`)
  release()
  await expect(page.locator('[data-testid="card-skeleton"]')).toHaveCount(0)
  await expectCardTitles(
    grid(page),
    second.list.map((item) => item.title),
  )
  await expect(control(page, 'Page 2')).toBeDisabled()
  await expect(control(page, 'Previous page')).toBeEnabled()
  await expect(pageControls(pagination(page))).toHaveText(lastPage > 2 ? ['1', '2', '3'] : ['1', '2'])

  // The page change scrolled the category strip to the top of the window, below the sticky header.
  await expect(strip(page)).toBeInViewport()
  await expect.poll(async () => (await strip(page).boundingBox())!.y).toBeLessThan(200)
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(100)

  // Back in history returns to page 1; a reload of page 2 renders page 2 on the server.
  await page.goBack()
  await expect(page).toHaveURL(/\/blogs$/)
  await expect(control(page, 'Page 1')).toBeDisabled()
  await expect(page).toHaveTitle(`${BLOG_STRINGS.heading} | Brighter Bridge Education`)
  await page.goto('/blogs?page=2')
  await expect(page).toHaveTitle(`${BLOG_STRINGS.heading}: page 2 | Brighter Bridge Education`)
  await hydrated(page)
  await expectCardTitles(
    grid(page),
    second.list.map((item) => item.title),
  )

  // The last page: next disabled, as many numbered pages as pages.
  await page.goto(`/blogs?page=${lastPage}`)
  await hydrated(page)
  await expect(control(page, 'Next page')).toBeDisabled()
  await expect(control(page, `Page ${lastPage}`)).toBeDisabled()
  await expect(pageControls(pagination(page))).toHaveCount(lastPage)
  await expectCardTitles(
    grid(page),
    all.slice((lastPage - 1) * PAGE_SIZE).map((item) => item.title),
  )

  // A numbered page button goes straight there.
  await control(page, 'Page 1').click()
  await expect(page).toHaveURL(/\/blogs$/)
  await expectCardTitles(
    grid(page),
    all.slice(0, PAGE_SIZE).map((item) => item.title),
  )
})

test('categories: the selected tab is disabled, choosing one resets to page 1 and the URL keeps it', async ({
  page,
  request,
}) => {
  const categories = (await call<{ data: { id: number; name: string }[] }>(request, CATEGORIES, undefined, 'GET')).body
    .data
  const category = categories[1]!
  const inCategory = await allBlogs(request, category.id)

  await page.goto('/blogs?page=2')
  await hydrated(page)
  await expect(strip(page).getByRole('button', { name: 'View all' })).toBeDisabled()
  await strip(page).getByRole('link', { name: category.name, exact: true }).click()
  await expect(page).toHaveURL(new RegExp(`/blogs\\?category=${category.id}$`))
  await expect(strip(page).getByRole('button', { name: category.name, exact: true })).toBeDisabled()
  await expect(strip(page).getByRole('link', { name: 'View all' })).toBeVisible()
  await expectCardTitles(
    grid(page),
    inCategory.slice(0, PAGE_SIZE).map((item) => item.title),
  )
  for (const card of await grid(page).getByRole('listitem').all()) await expect(card).toContainText(category.name)
  if (inCategory.length <= PAGE_SIZE) await expect(pagination(page)).toHaveCount(0)
  else await expect(control(page, 'Page 1')).toBeDisabled()

  // The address reloads to the same category, rendered on the server; ?page=2&category=… keeps both, and is the
  // not-found page when the category has a single page (docs/decisions/0096).
  await page.reload()
  await expect(strip(page).getByRole('button', { name: category.name, exact: true })).toBeDisabled()
  await expectCardTitles(
    grid(page),
    inCategory.slice(0, PAGE_SIZE).map((item) => item.title),
  )
  const second = await page.goto(`/blogs?page=2&category=${category.id}`)
  if (inCategory.length <= PAGE_SIZE) expect(second!.status()).toBe(404)
  else {
    await hydrated(page)
    await expect(strip(page).getByRole('button', { name: category.name, exact: true })).toBeDisabled()
    await expectCardTitles(
      grid(page),
      inCategory.slice(PAGE_SIZE, 2 * PAGE_SIZE).map((item) => item.title),
    )
  }

  // Back to every category.
  await page.goto(`/blogs?category=${category.id}`)
  await hydrated(page)
  await strip(page).getByRole('link', { name: 'View all' }).click()
  await expect(page).toHaveURL(/\/blogs$/)
  await expect(strip(page).getByRole('button', { name: 'View all' })).toBeDisabled()
  await expectCardTitles(
    grid(page),
    (await allBlogs(request)).slice(0, PAGE_SIZE).map((item) => item.title),
  )
})

test('a failed page fetch keeps the skeletons and shows no error (docs/product.md §8)', async ({ page }) => {
  await page.goto('/blogs')
  await hydrated(page)
  await page.route(`**${BY_CATEGORY}`, (route) => route.fulfill({ status: 500, body: '{}' }))
  const errors: string[] = []
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()))
  await control(page, 'Page 2').click()
  await expect(page.locator('[data-testid="card-skeleton"]')).toHaveCount(12)
  await expect.poll(() => errors.some((text) => text.includes('Network response was not ok'))).toBe(true)
})

test('an address naming no page of blogs is the not-found page with HTTP 404, never an empty grid with page buttons', async ({
  page,
  request,
}) => {
  const categories = (await call<{ data: { id: number; name: string }[] }>(request, CATEGORIES, undefined, 'GET')).body
    .data
  const lastPage = Math.ceil((await allBlogs(request)).length / PAGE_SIZE)
  const category = categories[1]!
  const lastInCategory = Math.ceil((await allBlogs(request, category.id)).length / PAGE_SIZE)
  const unknownCategory = Math.max(...categories.map((known) => known.id)) + 1000
  for (const path of [
    `/blogs?page=${lastPage + 1}`,
    '/blogs?page=99',
    '/blogs?page=abc',
    '/blogs?page=0',
    '/blogs?page=-1',
    '/blogs?page=2.5',
    `/blogs?category=${unknownCategory}`,
    '/blogs?category=abc',
    `/blogs?page=${lastInCategory + 1}&category=${category.id}`,
  ]) {
    const response = await request.get(path)
    expect(response.status(), path).toBe(404)
    const html = await response.text()
    expect(html, path).toContain('Oops! page not found')
    expect(html, path).toContain('<title>Page not found</title>')
    expect(html, path).not.toContain('aria-label="Blog pages"')
  }
  const response = await page.goto('/blogs?page=99')
  expect(response!.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Oops! page not found')
  await expect(page).toHaveTitle('Page not found')
  await expect(pagination(page)).toHaveCount(0)
  // The last real page still answers, and an empty ?page= is page 1.
  expect((await page.goto(`/blogs?page=${lastPage}`))!.status()).toBe(200)
  expect((await page.goto('/blogs?page='))!.status()).toBe(200)
  await expect(control(page, 'Page 1')).toHaveAttribute('aria-current', 'page')
})

test('a category without blogs shows the empty text and no pagination', async ({ page, request }) => {
  const staff = cms(request)
  const empty = await staff.create('blog-categories', { name: `Empty for now ${Date.now()}`, order: 999 })
  try {
    const response = await page.goto(`/blogs?category=${empty.id}`)
    expect(response!.status()).toBe(200)
    await expect(grid(page)).toHaveText('No blogs here yet. Try another category.')
    await expect(pagination(page)).toHaveCount(0)
    expect((await page.goto(`/blogs?page=2&category=${empty.id}`))!.status()).toBe(404)
  } finally {
    await staff.remove('blog-categories', empty.id)
  }
})

test('a page found empty in the browser (emptied since the list rendered) is loaded afresh from the server', async ({
  page,
  request,
}) => {
  const second = await blogsPage(request, 0, 2)
  await page.goto('/blogs')
  await hydrated(page)
  await page.evaluate(() => Object.assign(window, { __sameDocument: true }))
  await page.route(`**${BY_CATEGORY}`, (route) =>
    route.fulfill({ json: { data: { list: [], nextPageAvailable: false } } }),
  )
  await control(page, 'Page 2').click()
  // A new document, not the empty answer shown under buttons for pages that do not exist.
  await expect.poll(() => page.evaluate(() => '__sameDocument' in window).catch(() => true)).toBe(false)
  await expect(page).toHaveURL(/\/blogs\?page=2$/)
  await expectCardTitles(
    grid(page),
    second.list.map((item) => item.title),
  )
})

test('blog detail: back, category, date, title, share, image, body and the related carousel', async ({
  page,
  request,
}) => {
  // A visitor on page 2 of the list follows its first card.
  const [latest] = (await blogsPage(request, 0, 2)).list
  const detail = (await call(request, DETAIL, { slugName: latest!.slug })).body.data[0]

  await page.goto('/blogs?page=2')
  await hydrated(page)
  await grid(page).getByRole('link', { name: latest!.title }).click()
  await expect(page).toHaveURL(new RegExp(`/blogs/${latest!.slug}$`))
  const article = page.getByRole('article').first()
  await expect(article.getByRole('heading', { level: 1 })).toHaveText(detail.title)
  await expect(article.getByRole('link', { name: latest!.blogCategory })).toBeVisible()
  await expect(article.locator('time').first()).toHaveAttribute('datetime', detail.date)
  await expect(article.getByRole('button', { name: 'Share' })).toBeVisible()
  await expect(page).toHaveTitle(`${detail.seo.metaTitle || detail.title} | Blogs`)

  // The main image: through Next's optimiser at its short address, sized, loaded first.
  const image = article.locator('figure img').first()
  await expect(image).toHaveAttribute('width', /\d+/)
  await expect(image).toHaveAttribute('height', /\d+/)
  // An upload's short address names the file alone: /img/<width>/<file>.
  await expect(image).toHaveAttribute('srcset', /^\/img\/\d+\/[^/\s]+ \d+w, /)
  await expect(image).toHaveAttribute('fetchpriority', 'high')
  const src = (await image.getAttribute('src'))!
  const source = renditionOf(src)!.path
  expect(source).toMatch(/^\/images\/[^/]+$/)
  // The short address, and the longer one pages named before, both answer the optimiser's WebP.
  for (const address of [src, `/img/640${source}`]) {
    const optimised = await request.get(address, { headers: { Accept: 'image/avif,image/webp,*/*' } })
    expect(optimised.status(), address).toBe(200)
    expect(optimised.headers()['content-type'], address).toBe('image/webp')
  }

  // Related blogs: a carousel with previous and next; one slide per view on phones, three at this width.
  const related = page.getByRole('region', { name: 'Related blogs' })
  await related.scrollIntoViewIfNeeded()
  await expect(related.getByRole('group')).not.toHaveCount(0)
  const next = related.getByRole('button', { name: 'Next slide' })
  const previous = related.getByRole('button', { name: 'Previous slide' })
  await expect(previous).toBeDisabled()
  await expect(next).toBeEnabled()
  await next.click()
  await expect(previous).toBeEnabled()
  const visible = related.locator('.swiper-slide-visible')
  await expect(visible).toHaveCount(3)

  // Back returns to where the visitor was.
  await article.getByRole('link', { name: 'Back to blogs' }).click()
  await expect(page).toHaveURL(/\/blogs\?page=2$/)
})

test('description and keywords only when set; an unknown slug is the not-found page with HTTP 404', async ({
  page,
  request,
}) => {
  const items = await allBlogs(request)
  const details = await Promise.all(
    items.map(async (item) => (await call(request, DETAIL, { slugName: item.slug })).body.data[0]),
  )
  const withSeo = details.find((detail) => detail.seo.metaDescription && detail.seo.metaKeywords)
  expect(withSeo).toBeTruthy()
  const slug = items[details.indexOf(withSeo)]!.slug
  await page.goto(`/blogs/${slug}`)
  await hydrated(page)
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', withSeo.seo.metaDescription)
  await expect(page.locator('meta[name="keywords"]')).toHaveAttribute('content', withSeo.seo.metaKeywords)

  const response = await page.goto('/blogs/no-such-blog-anywhere')
  expect(response!.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Oops! page not found')
  await expect(page.getByText('Looks like you followed a bad link.')).toBeVisible()
})

test('body images keep their /images sources and load', async ({ page, request }) => {
  const items = await allBlogs(request)
  let slug: string | undefined
  for (const item of items) {
    const detail = (await call(request, DETAIL, { slugName: item.slug })).body.data[0]
    if (detail.description.includes('<img')) {
      slug = item.slug
      break
    }
  }
  expect(slug).toBeTruthy()
  await page.goto(`/blogs/${slug}`)
  await hydrated(page)
  const images = page.locator('article figure img[src^="/images/"]')
  await expect(images.first()).toBeAttached()
  for (const src of await images.evaluateAll((nodes) =>
    nodes.map((node) => (node as HTMLImageElement).getAttribute('src')!),
  )) {
    const response = await request.get(src)
    expect(response.status(), src).toBe(200)
    expect(response.headers()['content-type']).toMatch(/^image\//)
  }
  await images.first().scrollIntoViewIfNeeded()
  await expect.poll(() => images.first().evaluate((node) => (node as HTMLImageElement).naturalWidth)).toBeGreaterThan(0)
})

test.describe('share', () => {
  test('without navigator.share: the dialog of eight targets, closing on backdrop, Close and a chosen target', async ({
    page,
    context,
    request,
  }) => {
    await context.addInitScript(WITHOUT_NATIVE_SHARE)
    await context.grantPermissions(['clipboard-read', 'clipboard-write'])
    await context.route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, (route) => route.abort())
    const [latest] = (await blogsPage(request, 0, 1)).list
    await page.goto(`/blogs/${latest!.slug}`)
    await hydrated(page)
    const address = page.url()
    const share = page.getByRole('button', { name: 'Share' })
    const dialog = page.getByRole('dialog')

    await share.click()
    await expect(dialog).toBeVisible()
    await expect(dialog.locator('[data-target]')).toHaveCount(8)
    expect(
      await dialog
        .locator('[data-target]')
        .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-target'))),
    ).toEqual(['facebook', 'twitter', 'whatsapp', 'reddit', 'telegram', 'linkedin', 'mail', 'copy'])
    await expect(dialog.locator('[data-target="facebook"]')).toHaveAttribute(
      'href',
      new RegExp(encodeURIComponent(address).replace(/[.?]/g, '\\$&')),
    )
    await expect(dialog.locator('[data-target="mail"]')).toHaveAttribute('href', /^mailto:/)
    await expectNoAxeViolations(page, 'share dialog')

    // Backdrop.
    await page.mouse.click(5, 5)
    await expect(dialog).toBeHidden()
    // Close.
    await share.click()
    await dialog.getByRole('button', { name: 'Close' }).click()
    await expect(dialog).toBeHidden()
    await expect(share).toBeFocused()
    // A share target, opened in a new tab.
    await share.click()
    const popup = context.waitForEvent('page')
    await dialog.locator('[data-target="linkedin"]').click()
    await (await popup).close()
    await expect(dialog).toBeHidden()
    // Copy the link: closes and says what it did.
    await share.click()
    await dialog.getByRole('button', { name: 'Copy link' }).click()
    await expect(dialog).toBeHidden()
    await expect(page.getByRole('status').filter({ hasText: 'Link copied' })).toBeVisible()
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(address)
  })

  test('with navigator.share: the native sheet gets the current address and no dialog opens', async ({
    page,
    context,
    request,
  }) => {
    await context.addInitScript(WITH_NATIVE_SHARE)
    const [latest] = (await blogsPage(request, 0, 1)).list
    await page.goto(`/blogs/${latest!.slug}`)
    await hydrated(page)
    await page.getByRole('button', { name: 'Share' }).click()
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { __shared?: ShareData[] }).__shared ?? []))
      .toEqual([{ title: latest!.title, url: page.url() }])
    await expect(page.getByRole('dialog')).toHaveCount(0)
  })
})

test('SEO: feed linked from the head, RSS items, sitemap entries, BlogPosting and BreadcrumbList, Open Graph image', async ({
  page,
  request,
}) => {
  const all = await allBlogs(request)
  await page.goto('/blogs')
  await hydrated(page)
  await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute(
    'href',
    /\/blogs\/feed\.xml$/,
  )
  expect((await jsonLd(page)).map((data) => data['@type'])).toContain('BreadcrumbList')

  const feed = await request.get('/blogs/feed.xml')
  expect(feed.headers()['content-type']).toContain('application/rss+xml')
  const xml = await feed.text()
  expect(xml).toContain('<rss version="2.0"')
  expect(xml.match(/<item>/g)).toHaveLength(Math.min(all.length, 50))
  expect(xml).toContain(`/blogs/${all[0]!.slug}</link>`)

  const sitemap = await (await request.get('/sitemap.xml')).text()
  for (const blog of all) expect(sitemap).toContain(`/blogs/${blog.slug}</loc>`)

  await page.goto(`/blogs/${all[0]!.slug}`)
  await hydrated(page)
  await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute(
    'href',
    /\/blogs\/feed\.xml$/,
  )
  const data = await jsonLd(page)
  const posting = data.find((entry) => entry['@type'] === 'BlogPosting')!
  expect(posting.headline).toBe(all[0]!.title)
  expect(posting.datePublished).toBe(all[0]!.date)
  const crumbs = data.find((entry) => entry['@type'] === 'BreadcrumbList')!
  expect((crumbs.itemListElement as { name: string }[]).map((crumb) => crumb.name)).toEqual([
    'Home',
    'Blogs',
    all[0]!.title,
  ])
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', /\/images\/[^/]+\.webp$/)
  await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article')
})

test('an edit and an unpublish in the CMS show on the detail page, the list, the feed and the sitemap at once', async ({
  page,
  request,
}) => {
  const staff = cms(request)
  const image = (await staff.find('media', 'limit=1')).docs[0].id
  const category = (await staff.find('blog-categories', 'limit=1')).docs[0].id
  const created = await staff.create('blogs', {
    title: 'Choosing a foundation year: a first look',
    date: '2099-01-01',
    category,
    image,
    description: 'What a foundation year is and who it suits.',
    body: paragraphBody('First version of the body.'),
    _status: 'published',
  })
  const path = `/blogs/${created.slug}`
  try {
    await page.goto('/blogs')
    await hydrated(page)
    await expect(grid(page).getByRole('listitem').first()).toContainText('Choosing a foundation year: a first look')
    await page.goto(path)
    await hydrated(page)
    await expect(page).toHaveTitle('Choosing a foundation year: a first look | Blogs')
    await expect(page.locator('meta[name="description"]')).toHaveCount(0)
    await expect(page.locator('meta[name="keywords"]')).toHaveCount(0)

    await staff.update('blogs', created.id, {
      title: 'Choosing a foundation year: the full guide',
      seo: {
        metaTitle: 'Foundation years explained',
        metaDescription: 'Who a foundation year suits.',
        metaKeywords: 'foundation year',
      },
    })
    await page.goto(path)
    await hydrated(page)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Choosing a foundation year: the full guide')
    await expect(page).toHaveTitle('Foundation years explained | Blogs')
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', 'Who a foundation year suits.')
    await expect(page.locator('meta[name="keywords"]')).toHaveAttribute('content', 'foundation year')
    await page.goto('/blogs')
    await hydrated(page)
    await expect(grid(page).getByRole('listitem').first()).toContainText('Choosing a foundation year: the full guide')
    expect(await (await request.get('/blogs/feed.xml')).text()).toContain('Choosing a foundation year: the full guide')
    expect(await (await request.get('/sitemap.xml')).text()).toContain(`${path}</loc>`)

    await staff.update('blogs', created.id, { _status: 'draft' })
    expect((await page.goto(path))!.status()).toBe(404)
    await page.goto('/blogs')
    await hydrated(page)
    await expect(grid(page)).not.toContainText('Choosing a foundation year')
    expect(await (await request.get('/blogs/feed.xml')).text()).not.toContain('Choosing a foundation year')
    expect(await (await request.get('/sitemap.xml')).text()).not.toContain(`${path}</loc>`)
  } finally {
    await staff.remove('blogs', created.id)
  }
})

test.describe('no axe-core violation', () => {
  test.describe.configure({ timeout: 120_000 })

  // The list's second page: every route's first page is read by the route sweep (every-route.spec.ts).
  test('on /blogs?page=2', async ({ page }) => {
    await page.goto('/blogs?page=2')
    await hydrated(page)
    await expectNoAxeViolations(page, '/blogs?page=2')
  })

  test('on a category chosen in the strip', async ({ page }) => {
    await page.goto('/blogs')
    await hydrated(page)
    await strip(page).getByRole('link').nth(1).click()
    await expect(page).toHaveURL(/category=/)
    await expect(page.locator('[data-testid="card-skeleton"]')).toHaveCount(0)
    await expectNoAxeViolations(page, 'category')
  })
})

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('the list and a detail page fit the phone, with one related blog per view', async ({ page, request }) => {
    await page.goto('/blogs')
    await hydrated(page)
    await expectNoHorizontalOverflow(page)
    await expect(pagination(page)).toBeVisible()
    const [latest] = (await blogsPage(request, 0, 1)).list
    await page.goto(`/blogs/${latest!.slug}`)
    await hydrated(page)
    await expectNoHorizontalOverflow(page)
    const related = page.getByRole('region', { name: 'Related blogs' })
    await related.scrollIntoViewIfNeeded()
    await expect(related.locator('.swiper-slide-visible')).toHaveCount(1)
    await expectNoAxeViolations(page, 'detail at 390 px')
  })

  test('the related blogs are laid out, and their pictures fetched, only as the reader nears them', async ({
    page,
    request,
  }) => {
    const [latest] = (await blogsPage(request, 0, 1)).list
    const pictures: string[] = []
    page.on('request', (sent) => {
      if (sent.resourceType() === 'image') pictures.push(renditionOf(sent.url())?.path ?? sent.url())
    })
    await page.goto(`/blogs/${latest!.slug}`)
    await hydrated(page)
    const related = page.getByRole('region', { name: 'Related blogs' })
    const rendered = () => related.evaluate((element) => element.checkVisibility({ contentVisibilityAuto: true }))
    const sources = (
      await related.locator('img').evaluateAll((images) => images.map((image) => image.getAttribute('src')!))
    ).map((src) => renditionOf(src)?.path)
    expect(sources.length).toBeGreaterThan(0)
    // In the page from the start (its links and the accessibility tree), but nothing of it drawn or fetched at load.
    expect(await rendered()).toBe(false)
    expect(pictures.filter((picture) => sources.includes(picture))).toEqual([])

    await related.scrollIntoViewIfNeeded()
    await expect.poll(rendered).toBe(true)
    await expect.poll(() => pictures.filter((picture) => sources.includes(picture)).length).toBeGreaterThan(0)
  })
})
