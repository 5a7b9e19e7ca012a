import { execFile } from 'node:child_process'
import { promisify } from 'node:util'

import { expect, test, type APIRequestContext } from '@playwright/test'

import { E2E_DATABASE_URL, E2E_SECRET } from '../../playwright.config'
import { tsxArgs } from '../../scripts/lib/node-args'
import { richText } from '../../src/seed/rich-text'

const DEMO = { email: 'admin@example.com', password: 'demo-admin-password' }

/** The volumes of the demo content (docs/product.md §16), per collection. */
const SEEDED: Record<string, number> = {
  blogs: 30,
  'blog-categories': 5,
  news: 25,
  testimonials: 14,
  'team-members': 6,
  announcements: 6,
  'university-logos': 12,
}

async function signIn(request: APIRequestContext) {
  const response = await request.post('/cms-api/users/login', { data: DEMO })
  expect(response.status()).toBe(200)
  return ((await response.json()) as { token: string }).token
}

test('health answers ok while the database answers', async ({ request }) => {
  const response = await request.get('/api/health')
  expect(response.status()).toBe(200)
  expect(await response.json()).toEqual({ status: 'ok', db: 'ok' })
})

test('the demo admin signs in and sees every collection with its seeded items', async ({ page }) => {
  await page.goto('/admin')
  await page.getByLabel('Email').fill(DEMO.email)
  await page.getByLabel('Password').fill(DEMO.password)
  await page.getByRole('button', { name: 'Login' }).click()
  await expect(page).toHaveURL(/\/admin\/?$/)

  for (const label of [
    'Blogs',
    'Blog categories',
    'News',
    'Team members',
    'Testimonials',
    'Announcements',
    'University logos',
    'Media',
    'Documents',
    'Enquiries',
    'Consultations',
    'Newsletter subscribers',
    'Staff users',
  ]) {
    await expect(page.getByRole('link', { name: label, exact: true }).first()).toBeVisible()
  }

  for (const [collection, minimum] of Object.entries(SEEDED)) {
    await page.goto(`/admin/collections/${collection}`)
    const summary = page.locator('.page-controls__page-info')
    const count = summary.or(page.locator('.collection-list__no-results'))
    await expect(count.first()).toBeVisible()
    const text = (await summary.first().textContent()) ?? ''
    const total = Number(/of (\d+)/.exec(text)?.[1] ?? (await page.locator('.table tbody tr').count()))
    expect(total, `${collection} in the admin`).toBeGreaterThanOrEqual(minimum)
  }
})

test('a draft stays invisible to anonymous readers of /cms-api until it is published', async ({
  request,
  playwright,
}) => {
  const token = await signIn(request)
  const staff = { Authorization: `JWT ${token}` }
  const [category] = (await (await request.get('/cms-api/blog-categories?limit=1')).json()).docs
  const [image] = (await (await request.get('/cms-api/media?limit=1', { headers: staff })).json()).docs

  const created = await request.post('/cms-api/blogs?draft=true', {
    headers: staff,
    data: {
      title: 'Draft: preparing for a Commonwealth scholarship interview',
      date: '2026-11-01',
      category: category.id,
      image: image.id,
      description: 'How to prepare.',
      body: richText([{ type: 'p', text: 'Practise the three questions every panel asks.' }]),
      _status: 'draft',
    },
  })
  expect(created.status()).toBe(201)
  const { doc } = await created.json()
  expect(doc.slug).toBe('draft-preparing-for-a-commonwealth-scholarship-interview')

  const anonymous = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL })
  const find = async () =>
    (await (await anonymous.get(`/cms-api/blogs?where[slug][equals]=${doc.slug}`)).json()) as { totalDocs: number }
  expect((await find()).totalDocs).toBe(0)
  expect((await anonymous.get(`/cms-api/blogs/${doc.id}`)).status()).toBe(404)

  const published = await request.patch(`/cms-api/blogs/${doc.id}`, { headers: staff, data: { _status: 'published' } })
  expect(published.status()).toBe(200)
  expect((await find()).totalDocs).toBe(1)
  await anonymous.dispose()
})

test('seeded images are served at /images/{file} in WebP sizes', async ({ request }) => {
  const { docs } = await (await request.get('/cms-api/blogs?limit=1&depth=1')).json()
  const image = docs[0].image
  expect(image.url).toMatch(/^\/images\/[^/]+$/)
  expect(image.alt.length).toBeGreaterThan(5)
  const card = await request.get(image.sizes.card.url)
  expect(card.status()).toBe(200)
  expect(card.headers()['content-type']).toBe('image/webp')
})

test('the body of a seeded blog holds an image under /images', async ({ request }) => {
  const { docs } = await (await request.get('/cms-api/blogs?limit=1&depth=2')).json()
  const upload = JSON.stringify(docs[0].body).match(/"url":"(\/images\/[^"]+)"/)
  expect(upload?.[1]).toBeTruthy()
  expect((await request.get(upload![1]!)).status()).toBe(200)
})

test('the brochure and the job description are real PDFs', async ({ request }) => {
  const settings = await (await request.get('/cms-api/globals/site-settings?depth=1')).json()
  for (const document of [settings.brochure, settings.hiringPdf]) {
    expect(document.url).toMatch(/^\/documents\/.+\.pdf$/)
    const response = await request.get(document.url)
    expect(response.headers()['content-type']).toBe('application/pdf')
    expect((await response.body()).subarray(0, 5).toString()).toBe('%PDF-')
  }
})

test('preparing the same database again seeds nothing twice', async ({ request }) => {
  const before = (await (await request.get('/cms-api/blogs?limit=0')).json()).totalDocs
  const { stdout } = await promisify(execFile)(process.execPath, tsxArgs('scripts/prepare.ts'), {
    env: {
      ...process.env,
      DATABASE_URL: E2E_DATABASE_URL,
      UPLOADS_DIR: './.test-data/e2e/uploads',
      PAYLOAD_SECRET: E2E_SECRET,
      SITE_URL: '',
    },
  })
  expect(stdout).not.toContain('Seeding')
  expect((await (await request.get('/cms-api/blogs?limit=0')).json()).totalDocs).toBe(before)
})
