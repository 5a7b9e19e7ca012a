import { randomBytes } from 'node:crypto'

import { expect, test, type APIRequestContext } from '@playwright/test'
import sharp from 'sharp'

import { lexicalElement, lexicalText } from '../../src/seed/rich-text'
import { cms, DEMO_ADMIN, staffHeaders } from '../support/http-api'
import { hydrated } from '../support/hydrated'
import { watchPage } from '../support/page-watch'

// The Content-Security-Policy in a real browser (docs/decisions/0060-security-headers.md): what runs after a click,
// the admin and the API reference work with no policy violation; stored content that tries to run script is shown
// as text and never runs. Every route's own load is checked in every-route.spec.ts.

declare global {
  interface Window {
    __xss?: unknown
  }
}

test.describe('what runs after a click keeps to the policy', () => {
  test.beforeEach(async ({ page }) => {
    // Nothing leaves the machine; a frame the policy allows is still requested, and then aborted here.
    await page.route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, (route) => route.abort())
  })

  test('the office map and a video are framed; the enquiry dialog and the loading bar run', async ({ page }) => {
    const watched = await watchPage(page)
    const framed: string[] = []
    page.on('request', (request) => {
      if (request.resourceType() === 'document' && !request.url().startsWith('http://127.0.0.1'))
        framed.push(request.url())
    })

    await page.goto('/contact')
    await hydrated(page)
    await page.locator('section#office').getByRole('button', { name: 'Show map' }).click()
    await expect
      .poll(() => framed.some((url) => url.startsWith('https://www.openstreetmap.org/export/embed')))
      .toBe(true)

    await page.goto('/testimonials')
    await hydrated(page)
    await page
      .getByRole('button', { name: /^Play .+’s video$/ })
      .first()
      .click()
    await expect.poll(() => framed.some((url) => url.startsWith('https://www.youtube-nocookie.com/embed/'))).toBe(true)

    await page.getByRole('banner').getByRole('button', { name: 'Enquire now' }).click()
    await expect(page.getByRole('dialog')).toBeVisible()
    await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click()
    await expect(page.getByRole('dialog')).toBeHidden()
    // A client navigation shows the loading bar and renders the next page.
    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy', exact: true }).click()
    await expect(page).toHaveURL(/\/privacy$/)
    await expect(page.locator('h1')).toBeVisible()
    expect(await watched.violations()).toEqual([])
  })
})

test('the admin signs in, lists the blogs and opens one with no policy violation', async ({ page }) => {
  test.setTimeout(120_000)
  const watched = await watchPage(page)
  const signIn = await page.request.post('/cms-api/users/login', { data: DEMO_ADMIN })
  expect(signIn.status()).toBe(200)

  await page.goto('/admin/collections/blogs')
  const firstBlog = page.locator('.table tbody tr').first().getByRole('link').first()
  await expect(firstBlog).toBeVisible({ timeout: 30_000 })
  expect(await watched.violations()).toEqual([])

  await firstBlog.click()
  await expect(page).toHaveURL(/\/admin\/collections\/blogs\/\d+/)
  await expect(page.locator('#field-title')).toBeVisible({ timeout: 30_000 })
  await expect(page.locator('#field-title')).not.toHaveValue('')
  await page.waitForLoadState('load')
  expect(await watched.violations()).toEqual([])
  expect(watched.consoleErrors.filter((text) => /Content Security Policy/i.test(text))).toEqual([])
})

test('the API reference renders its operations with no policy violation', async ({ page }) => {
  const watched = await watchPage(page)
  await page.goto('/api/docs')
  await expect(page.locator('.opblock').first()).toBeVisible({ timeout: 30_000 })
  expect(await page.locator('.opblock').count()).toBeGreaterThan(10)
  await expect(page.getByText('/api/Blog/GetBlogsByCategory').first()).toBeVisible()
  expect(await watched.violations()).toEqual([])
  expect(watched.consoleErrors).toEqual([])
})

// Stored-content probes: each would set window.__xss (or open a dialog) if it ever ran.
const probe = (n: number) => `"><img src=x onerror=window.__xss=${n}>`
const longProbe = (n: number) =>
  `"><script>window.__xss=${n}</script><img src=x onerror="window.__xss=${n}"><svg onload="window.__xss=${n}">`

const link = (type: 'link' | 'autolink', url: string, label: string) =>
  lexicalElement(type, [lexicalText(label)], { version: 3, fields: { linkType: 'custom', url, newTab: false } })

/** A body with script in its text, javascript: links, a link that breaks out of its attribute and an image. */
const probeBody = (tag: string, imageId: number) => ({
  root: lexicalElement('root', [
    lexicalElement('paragraph', [lexicalText(`Body ${tag} ${longProbe(10)}`)], { textFormat: 0, textStyle: '' }),
    lexicalElement('paragraph', [link('link', 'javascript:window.__xss=11', `script link ${tag}`)], { textFormat: 0 }),
    lexicalElement('paragraph', [link('autolink', 'javascript:window.__xss=12', `auto link ${tag}`)], {
      textFormat: 0,
    }),
    lexicalElement(
      'paragraph',
      [link('link', `https://example.org/"><script>window.__xss=13</script>`, `quote link ${tag}`)],
      {
        textFormat: 0,
      },
    ),
    { type: 'upload', version: 3, format: '', id: `probe-${tag}`, fields: null, relationTo: 'media', value: imageId },
  ]),
})

async function uploadProbeImage(request: APIRequestContext, tag: string) {
  const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#553cdf' } })
    .png()
    .toBuffer()
  const response = await request.post('/cms-api/media', {
    headers: await staffHeaders(request),
    multipart: {
      file: { name: `probe-${tag}.png`, mimeType: 'image/png', buffer: png },
      _payload: JSON.stringify({ alt: `Alt ${tag} ${probe(1)}` }),
    },
  })
  expect(response.status(), await response.text()).toBe(201)
  return ((await response.json()) as { doc: { id: number } }).doc.id
}

test('stored content that tries to run script is shown as text and never runs', async ({ page, request }) => {
  test.setTimeout(240_000)
  const staff = cms(request)
  const tag = `probe${randomBytes(3).toString('hex')}`
  const created: [string, number][] = []
  const make = async (collection: string, data: Record<string, unknown>) => {
    const doc = await staff.create(collection, data)
    created.push([collection, doc.id])
    return doc
  }
  try {
    const imageId = await uploadProbeImage(request, tag)
    created.push(['media', imageId])
    const category = (await staff.find('blog-categories', 'limit=1')).docs[0].id
    const blog = await make('blogs', {
      title: `Blog ${tag} ${longProbe(2)}`,
      date: '2099-12-31',
      category,
      trending: true,
      image: imageId,
      description: `Excerpt ${tag} ${longProbe(3)}`,
      body: probeBody(tag, imageId),
      _status: 'published',
    })
    const news = await make('news', {
      title: `News ${tag} ${longProbe(4)}`,
      date: '2099-12-31',
      image: imageId,
      shortDescription: `Summary ${tag} ${longProbe(5)}`,
      body: probeBody(tag, imageId),
      _status: 'published',
    })
    await make('announcements', { title: `Notice ${tag} ${longProbe(6)}`, date: '2099-12-31', _status: 'published' })
    await make('testimonials', {
      name: `Story ${tag} ${probe(7)}`,
      shortTagline: `Tagline ${tag} ${probe(8)}`,
      message: `Message ${tag} ${longProbe(9)}`,
      image: imageId,
      successStory: true,
      order: -1000,
      _status: 'published',
    })
    await make('team-members', {
      name: `Member ${tag} ${probe(14)}`,
      designation: `Role ${tag} ${probe(15)}`,
      image: imageId,
      linkedUrl: `https://example.org/"><script>window.__xss=16</script>`,
      qualifications: [{ qualification: `Degree ${tag} ${longProbe(17)}` }],
      order: -1000,
      _status: 'published',
    })

    const watched = await watchPage(page)
    const visits: [string, string[]][] = [
      ['/', [`Notice ${tag}`, `Story ${tag}`, `Blog ${tag}`]],
      ['/blogs', [`Blog ${tag}`, `Excerpt ${tag}`]],
      [`/blogs/${blog.slug}`, [`Blog ${tag}`, `Body ${tag}`, `script link ${tag}`, `auto link ${tag}`]],
      ['/newsroom', [`News ${tag}`, `Summary ${tag}`]],
      [`/newsroom/${news.slug}`, [`News ${tag}`, `Body ${tag}`, `quote link ${tag}`]],
      ['/announcements', [`Notice ${tag}`]],
      ['/testimonials', [`Story ${tag}`, `Tagline ${tag}`, `Message ${tag}`]],
      ['/team', [`Member ${tag}`, `Role ${tag}`, `Degree ${tag}`]],
    ]
    for (const [route, texts] of visits) {
      await page.goto(route)
      await hydrated(page)
      await page.waitForLoadState('load')
      const main = page.locator('main')
      // The probes are on the page, as text.
      for (const shown of texts) await expect(main.getByText(shown).first(), `${route}: ${shown}`).toBeAttached()
      expect(await page.evaluate(() => window.__xss), route).toBeUndefined()
      expect(watched.dialogs, route).toEqual([])
      await expect(main.locator('[href^="javascript:" i], [src^="javascript:" i]'), route).toHaveCount(0)
      await expect(main.locator('script:not([type="application/ld+json"])'), route).toHaveCount(0)
      await expect(main.locator('[onerror], [onload]'), route).toHaveCount(0)
      expect(await watched.violations(), route).toEqual([])
    }
    // The detail page's links keep their text; a javascript: address is dropped, not rendered.
    await page.goto(`/blogs/${blog.slug}`)
    const scriptLink = page.locator('main').getByText(`script link ${tag}`)
    await expect(scriptLink).toBeVisible()
    expect((await scriptLink.getAttribute('href')) ?? '').not.toMatch(/^\s*javascript:/i)

    for (const feed of ['/blogs/feed.xml', '/newsroom/feed.xml']) {
      const xml = await (await request.get(feed)).text()
      expect(xml, feed).toContain(tag)
      expect(xml, feed).not.toMatch(/<script|<img|<svg/i)
    }
  } finally {
    for (const [collection, id] of created.reverse()) await staff.remove(collection, id)
  }
})
