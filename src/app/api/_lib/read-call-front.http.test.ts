import { expect, test } from '@playwright/test'

import { API_PATHS } from '../../../contract/api-paths'
import { cms, newBlog } from '../../../../tests/support/http-api'
import { unique } from '../../../../tests/support/leads'

// The §7 read calls answered from the server's response cache (docs/decisions/0133), on the built app: the same
// answer as the app's own, kept until content changes, with CORS worked out per request and Brotli made once.

const ALLOWED_ORIGIN = 'https://app.brighterbridge.example'
const BLOGS = API_PATHS.blogsByCategory
/** A page size the site itself never asks for, so this test's entries start empty. */
const question = () => ({ categoryId: 0, pageIndex: 1, pageSize: 7 })

test('a repeated question is answered from the cache, the same answer byte for byte, with CORS per origin', async ({
  request,
}) => {
  const first = await request.post(BLOGS, { data: question() })
  expect(first.status()).toBe(200)
  const second = await request.post(BLOGS, {
    // The same question with its fields in another order, from an origin CORS_ORIGINS allows.
    data: { pageSize: 7, pageIndex: 1, categoryId: 0 },
    headers: { origin: ALLOWED_ORIGIN },
  })
  expect(second.status()).toBe(200)
  expect(second.headers()['x-response-cache']).toBe('HIT')
  expect(await second.text()).toBe(await first.text())
  expect(second.headers()['access-control-allow-origin']).toBe(ALLOWED_ORIGIN)
  expect(second.headers()['vary']).toContain('Origin')
  expect(second.headers()['content-type']).toMatch(/^application\/json/)
  expect(second.headers()['cache-control']).toBe('public, max-age=10, stale-while-revalidate=60')
  expect(second.headers()['x-content-type-options']).toBe('nosniff')
  expect(second.headers()['content-security-policy']).toContain("default-src 'none'")

  const elsewhere = await request.post(BLOGS, { data: question(), headers: { origin: 'https://evil.example' } })
  expect(elsewhere.headers()['x-response-cache']).toBe('HIT')
  expect(elsewhere.headers()['access-control-allow-origin']).toBeUndefined()
})

test('a cached answer goes out in Brotli or gzip when the client takes it, and decodes to the same JSON', async ({
  request,
}) => {
  const plain = await (await request.post(BLOGS, { data: question() })).json()
  for (const encoding of ['br', 'gzip']) {
    // Node's fetch decodes the body and keeps the header that says how it came.
    const answer = await fetch(new URL(BLOGS, test.info().project.use.baseURL).toString(), {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-encoding': encoding },
      body: JSON.stringify(question()),
    })
    expect(answer.headers.get('content-encoding')).toBe(encoding)
    expect(await answer.json()).toEqual(plain)
  }
})

test('content changes: the next answer is the new one, not the kept one', async ({ request }) => {
  const before = await (await request.post(BLOGS, { data: question() })).json()
  const title = `Cached list check ${unique()}`
  const blog = await newBlog(request, title, { date: '2099-01-01' })
  try {
    const after = await request.post(BLOGS, { data: question() })
    expect(after.headers()['x-response-cache']).toBe('MISS')
    const titles = ((await after.json()) as { data: { list: { title: string }[] } }).data.list.map((b) => b.title)
    expect(titles[0]).toBe(title)
    expect(titles).not.toEqual(before.data.list.map((b: { title: string }) => b.title))
  } finally {
    await cms(request).remove('blogs', blog.id)
  }
  const afterRemoval = await (await request.post(BLOGS, { data: question() })).json()
  expect(afterRemoval.data.list.map((b: { title: string }) => b.title)).not.toContain(title)
})

test('bad bodies still get the app’s own 400s through the front', async ({ request }) => {
  const notJson = await request.post(BLOGS, {
    data: Buffer.from('{pageIndex:'),
    headers: { 'content-type': 'application/json' },
  })
  expect(notJson.status()).toBe(400)
  expect(await notJson.json()).toEqual({ error: { message: 'The request body must be JSON.' } })
  const tooLarge = await request.post(BLOGS, { data: { pad: 'x'.repeat(17 * 1024) } })
  expect(tooLarge.status()).toBe(400)
  expect(await tooLarge.json()).toEqual({ error: { message: 'The request body is larger than 16 KB.' } })
})
